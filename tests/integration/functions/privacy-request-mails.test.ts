// A privacy request's mails on the embedded backend (docs/behaviour/privacy-requests.md): the
// /your-data RPC queues the verification link, whose job mails a token kept only as its digest;
// the token verifies the request once; staff's extension queues the notice with the reason and
// the new date. The job runner sends both, as it would in production.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDueDate } from '../../../supabase/functions/_shared/domain/format-due-date.ts';
import { dueDateOf, extendedDueDate } from '../../../src/lib/privacy/deadlines.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { mailsTo, uniqueEmail, type OutboxMail } from './support.ts';

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: TestUser;

beforeAll(async () => {
  backend = await startBackend();
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  staff = await createTestUser(backend, { staff: true });
});
afterAll(async () => backend?.stop());

async function waitForMails(address: string, count: number): Promise<OutboxMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await mailsTo(service, address);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`Timed out with ${mails.length} mails`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const tokenIn = (mail: OutboxMail) =>
  /\/your-data\/verify\?token=([0-9a-f]{64})/.exec(mail.text_body)?.[1] ?? '';

describe('privacy request mails', () => {
  it('mails a link that verifies once, then the extension with its reason and date', async () => {
    const address = uniqueEmail('Privacy.Person');
    const asked = await anon.rpc('submit_privacy_request', {
      kind: 'erasure',
      email: address,
      details: 'Delete me — شكراً 🙏',
    });
    expect(asked.error).toBeNull();
    const [link] = await waitForMails(address, 1);
    expect(link).toMatchObject({ tag: 'send-privacy-verification' });
    expect(link!.text_body).toContain('to delete the personal data we hold about you');
    const token = tokenIn(link!);
    expect(token).toHaveLength(64);
    expect(link!.html_body).toContain(`/your-data/verify?token=${token}`);

    const verified = await anon.rpc('verify_privacy_request', { token });
    expect(verified.data).toEqual([{ outcome: 'verified', due_at: expect.any(String) }]);
    const again = await anon.rpc('verify_privacy_request', { token });
    expect(again.data).toEqual([{ outcome: 'used', due_at: null }]);

    const { data: row } = await service
      .from('privacy_requests')
      .select('id, verified_at, due_at')
      .eq('email', address.toLowerCase())
      .single();
    expect(new Date(row!.due_at)).toEqual(dueDateOf(new Date(row!.verified_at)));

    const reason = 'Our archive (2019–2023) is restored from tape, which takes 3 weeks.';
    const extended = await staff.client.rpc('extend_privacy_request', {
      request_id: row!.id,
      days: 21,
      reason,
    });
    expect(extended.error).toBeNull();
    const mails = await waitForMails(address, 2);
    const notice = mails[1]!;
    expect(notice.tag).toBe('send-privacy-extension');
    expect(notice.text_body).toContain(reason);
    expect(notice.text_body).toContain(formatDueDate(extendedDueDate(new Date(row!.due_at), 21)));
    expect(notice.html_body).toContain('2019–2023');
  });

  it('answers a known and an unknown address alike', async () => {
    const known = uniqueEmail('known');
    await anon.rpc('subscribe_newsletter', {
      first_name: 'Known',
      last_name: 'Person',
      email: known,
      marketing_consent: true,
      notice_version: '2',
    });
    const unknown = uniqueEmail('unknown');
    const answers = await Promise.all(
      [known, unknown].map((email) =>
        anon.rpc('submit_privacy_request', { kind: 'access', email }),
      ),
    );
    expect(answers.map((a) => [a.status, a.data, a.error])).toEqual([
      [204, null, null],
      [204, null, null],
    ]);
    const [knownLink] = (await waitForMails(known, 2)).filter(
      (m) => m.tag === 'send-privacy-verification',
    );
    const [unknownLink] = await waitForMails(unknown, 1);
    const shape = (mail: OutboxMail) => mail.text_body.replace(/token=[0-9a-f]{64}/, 'token=…');
    expect(shape(knownLink!)).toBe(shape(unknownLink!));
  });
});

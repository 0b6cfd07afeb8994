// Arabic for data rights on the embedded backend (issue 41, item 5;
// docs/behaviour/privacy-requests.md#language): a request sent from /ar/your-data records 'ar',
// and its verification link, extension notice and export mail are Arabic, right to left, the link
// leading to /ar/your-data/verify. A request from /your-data (or one that names no language) stays
// English; a language the site does not have is refused by the column's domain.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDueDate } from '../../../supabase/functions/_shared/domain/format-due-date.ts';
import { extendedDueDate } from '../../../src/lib/privacy/deadlines.ts';
import { yourDataWords } from '../../../src/lib/privacy/your-data-messages.ts';
import { invoke, mailsTo, uniqueEmail, type OutboxMail } from '../functions/support.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

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

async function waitForMail(address: string, tag: string): Promise<OutboxMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = (await mailsTo(service, address)).find((m) => m.tag === tag);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${tag}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The mail's verify link: its path and its token. */
function verifyLinkIn(mail: OutboxMail): { path: string; token: string } {
  const match = /https?:\/\/[^/\s]+(\/\S*your-data\/verify)\?token=([0-9a-f]{64})/.exec(
    mail.text_body,
  );
  return { path: match?.[1] ?? '', token: match?.[2] ?? '' };
}

const ARABIC_LETTERS = /[\u0600-\u06FF]/g;

describe('a request sent from /ar/your-data', () => {
  const address = uniqueEmail('Arabic.Privacy');
  let requestId: string;

  it('is stored as Arabic and mailed an Arabic link to /ar/your-data/verify', async () => {
    const asked = await anon.rpc('submit_privacy_request', {
      kind: 'access',
      email: address,
      locale: 'ar',
    });
    expect(asked.error).toBeNull();
    const { data: row } = await service
      .from('privacy_requests')
      .select('id, locale')
      .eq('email', address.toLowerCase())
      .single();
    expect(row!.locale).toBe('ar');
    requestId = row!.id as string;

    const mail = await waitForMail(address, 'send-privacy-verification');
    expect(mail.subject).toBe('أكّد طلبك بشأن بياناتك لدى Majlis Network');
    expect(mail.text_body).toContain(
      'تلقّينا من هذا العنوان طلبًا للاطلاع على بياناتك الشخصية التي نحتفظ بها والحصول على نسخة منها.',
    );
    expect(mail.html_body).toContain('<html lang="ar" dir="rtl">');
    const link = verifyLinkIn(mail);
    expect(link.path).toBe('/ar/your-data/verify');
    expect(mail.html_body).toContain(`/ar/your-data/verify?token=${link.token}`);
    expect(mail.text_body.match(ARABIC_LETTERS)!.length).toBeGreaterThan(150);

    // The link verifies the request as the English one does; the Arabic page words the answer.
    const verified = await anon.rpc('verify_privacy_request', { token: link.token });
    expect(verified.data).toEqual([{ outcome: 'verified', due_at: expect.any(String) }]);
    const due = formatDueDate(verified.data[0].due_at as string, 'ar');
    expect(yourDataWords.ar.verified(due)).toMatch(/^شكرًا لك: تم تأكيد طلبك\. .+ \d{4} هـ\)/);
  });

  it("has its extension notice in Arabic, with the reason and both dates in Arabic pages' form", async () => {
    const reason = 'نستعيد أرشيف 2019–2023 من النسخ الاحتياطية، وذلك يستغرق ثلاثة أسابيع.';
    const extended = await staff.client.rpc('extend_privacy_request', {
      request_id: requestId,
      days: 21,
      reason,
    });
    expect(extended.error).toBeNull();
    const { data: row } = await service
      .from('privacy_requests')
      .select('due_at')
      .eq('id', requestId)
      .single();
    const notice = await waitForMail(address, 'send-privacy-extension');
    expect(notice.subject).toBe('نحتاج إلى مزيد من الوقت للرد على طلبك بشأن بياناتك');
    expect(notice.text_body).toContain(reason);
    expect(notice.text_body).toContain(formatDueDate(row!.due_at as string, 'ar'));
    expect(notice.text_body).toContain(
      formatDueDate(extendedDueDate(new Date(row!.due_at as string), 21), 'ar'),
    );
    expect(notice.html_body).toContain('<html lang="ar" dir="rtl">');
  });

  it('has the export made for it mailed in Arabic', async () => {
    const answer = await invoke(staff.client, 'export-personal-data', {
      body: { email: address, privacyRequestId: requestId },
    });
    expect(answer.status).toBe(200);
    const mail = await waitForMail(address, 'send-personal-data-export');
    expect(mail.subject).toBe('بياناتك الشخصية لدى Majlis Network');
    expect(mail.text_body).toMatch(/تنزيل بياناتك: \u2066\S+\/personal_data_exports\/\S+ \u2069/);
    expect(mail.text_body).toMatch(/يعمل الرابط حتى \d+ [^\s(]+ \d{4} \(.+ هـ\)\./);
  });
});

describe('a request sent from /your-data', () => {
  it('stays English, its link on /your-data/verify, when it names no language', async () => {
    const address = uniqueEmail('English.Privacy');
    expect(
      (await anon.rpc('submit_privacy_request', { kind: 'correction', email: address })).error,
    ).toBeNull();
    const mail = await waitForMail(address, 'send-privacy-verification');
    expect(mail.subject).toBe('Confirm your request about your data at Majlis Network');
    expect(mail.text_body).toContain('to correct the personal data we hold about you');
    expect(verifyLinkIn(mail).path).toBe('/your-data/verify');
    expect(mail.text_body).not.toMatch(ARABIC_LETTERS);
  });

  it('refuses a language the site does not have, storing and mailing nothing', async () => {
    const address = uniqueEmail('French.Privacy');
    const refused = await anon.rpc('submit_privacy_request', {
      kind: 'access',
      email: address,
      locale: 'fr',
    });
    expect(refused.error?.code).toBe('23514');
    const { data } = await service
      .from('privacy_requests')
      .select('id')
      .eq('email', address.toLowerCase());
    expect(data).toEqual([]);
  });
});

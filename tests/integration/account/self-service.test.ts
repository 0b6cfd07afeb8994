// Self-service for members on /account (issue 41, item 6; docs/behaviour/member-account.md#your-data)
// against the embedded backend: what is held, corrections, consents, the export and closing the
// account are open only to a session that proves the account's address. A stranger who signed up
// with the person's address (autoconfirmed, unproven) gets none of it, and changes nothing.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_NOT_PROVEN_HINT } from '../../../src/lib/account/address-proof.ts';
import { MY_DETAIL_FIELDS, myDetailsSchema } from '../../../src/lib/account/my-details.ts';
import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { invoke } from '../functions/support.ts';
import { RELAXED_AUTH_LIMITS, startBackend, type TestBackend } from '../support/backend.ts';
import { signInByMailedLink } from '../support/users.ts';

const DAY = 86_400_000;
const EMAIL = `layla-self-${randomUUID().slice(0, 8)}@example.org`;
/** Someone else with the same name: never touched by Layla's corrections. */
const OTHER = `layla-other-${randomUUID().slice(0, 8)}@example.org`;

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let stranger: SupabaseClient;
let member: SupabaseClient;
let userId: string;
let invitationId: string;

function must<A extends { data: unknown; error: { message: string } | null }>(
  answer: A,
  what: string,
): A['data'] {
  if (answer.error) throw new Error(`${what}: ${answer.error.message}`);
  return answer.data;
}

async function auditCount(action: string, actor: string): Promise<number> {
  const { count } = await service
    .from('audit_log')
    .select('id', { count: 'exact', head: true })
    .eq('action', action)
    .eq('actor_id', actor);
  return count ?? 0;
}

interface ContactRow {
  first_name: string;
  last_name: string;
  company: string | null;
  title: string | null;
  phone: string | null;
  newsletter_subscribed_at: string | null;
}

async function contactOf(email: string): Promise<ContactRow | null> {
  const { data, error } = await service
    .from('contacts')
    .select('first_name, last_name, company, title, phone, newsletter_subscribed_at')
    .eq('email', email)
    .maybeSingle<ContactRow>();
  if (error) throw new Error(`contact: ${error.message}`);
  return data;
}

beforeAll(async () => {
  backend = await startBackend({ env: RELAXED_AUTH_LIMITS });
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  for (const email of [EMAIL, OTHER]) {
    must(
      await anon.rpc('subscribe_newsletter', {
        first_name: 'Layla',
        last_name: 'Karim',
        email,
        marketing_consent: true,
        notice_version: '1',
      }),
      'newsletter',
    );
    // The person confirms from the mail (double opt-in): the token its link carries.
    const signup = must(
      await service.from('newsletter_signups').select('id').eq('email', email).single(),
      'sign-up',
    ) as { id: string };
    const token = must(
      await service.rpc('issue_newsletter_signup_token', { signup_id: signup.id }),
      'token',
    ) as string;
    must(await anon.rpc('confirm_newsletter_signup', { token }), 'confirmation');
    must(
      await anon.from('membership_requests').insert({
        first_name: 'Layla',
        last_name: 'Karim',
        email,
        company: 'Nakheel',
        phone_number: '+966 50 000 0000',
        privacy_notice_version: '1',
      }),
      'join form',
    );
  }
  const invitation = must(
    await service
      .from('invitations')
      .insert({
        email: EMAIL,
        guest_name: 'Layla Karim',
        event_slug: 'leap-dinner',
        starts_at: new Date(Date.now() + 5 * DAY).toISOString(),
      })
      .select('id')
      .single(),
    'invitation',
  ) as { id: string };
  invitationId = invitation.id;

  // The stranger signs up first with Layla's address: autoconfirmed, nothing proven.
  stranger = backend.client();
  const signedUp = await stranger.auth.signUp({ email: EMAIL, password: 'stranger password 1' });
  if (!signedUp.data.session) throw new Error('No session for the autoconfirmed sign-up');
  userId = signedUp.data.user!.id;
  // Layla opens a sign-in link from her own mailbox: that session proves the address.
  member = await signInByMailedLink(backend, EMAIL);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

describe('a session that proves nothing', () => {
  const rpcs: [string, Record<string, unknown>][] = [
    ['my_personal_data', {}],
    ['my_consents', {}],
    [
      'update_my_details',
      { first_name: 'Stranger', last_name: '', company: '', title: '', phone: '' },
    ],
    ['set_my_consent', { purpose: 'newsletter', given: false }],
    ['export_my_personal_data', {}],
    ['my_erasure_blockers', {}],
    ['erase_my_personal_data', {}],
  ];

  it('is refused every member RPC, with the not-proven hint', async () => {
    for (const [name, args] of rpcs) {
      const answer = await stranger.rpc(name, args);
      expect({ name, data: answer.data, hint: answer.error?.hint }).toEqual({
        name,
        data: null,
        hint: ADDRESS_NOT_PROVEN_HINT,
      });
    }
  });

  it('is refused the export and the closing functions, and a visitor is asked to sign in', async () => {
    for (const name of ['export-my-personal-data', 'close-my-account']) {
      const refused = await invoke(stranger, name, { body: {} });
      expect({ name, status: refused.status }).toEqual({ name, status: 403 });
      expect(refused.body.error).toBe(
        'Confirm your e-mail address to see and change what is held under it.',
      );
      expect((await invoke(anon, name, { body: {} })).status).toBe(401);
    }
    for (const [name, args] of rpcs) {
      expect({ name, code: (await anon.rpc(name, args)).error?.code }).toEqual({
        name,
        code: '42501',
      });
    }
  });

  it('changed nothing: the name, the consent, the exports and the account are as they were', async () => {
    const contact = await contactOf(EMAIL);
    expect(contact).toMatchObject({ first_name: 'Layla', last_name: 'Karim' });
    expect(contact?.newsletter_subscribed_at).not.toBeNull();
    expect(await auditCount('personal_data_exported', userId)).toBe(0);
    expect(await auditCount('personal_data_erased', userId)).toBe(0);
    expect(await auditCount('consent_withdrawn', userId)).toBe(0);
    const { data } = await service.auth.admin.getUserById(userId);
    expect(data.user?.email).toBe(EMAIL);
  });
});

describe('a session that proves the address', () => {
  it('reads what is held under it, and the staff RPCs stay closed to it', async () => {
    const held = must(await member.rpc('my_personal_data'), 'my data') as Record<
      string,
      Record<string, unknown>[]
    >;
    expect(held.contacts).toHaveLength(1);
    expect(held.membership_requests).toHaveLength(1);
    expect(held.invitations).toHaveLength(1);
    expect(held.consents!.length).toBeGreaterThan(0);
    expect(JSON.stringify(held)).not.toContain(OTHER);
    expect(held.invitations![0]).not.toHaveProperty('pass_token');

    expect((await member.rpc('personal_data_export', { email: EMAIL })).error?.code).toBe('42501');
    expect(
      (await member.rpc('erase_personal_data', { email: EMAIL, override: true })).error?.code,
    ).toBe('42501');
    expect((await member.rpc('erasure_blockers', { email: OTHER })).error?.code).toBe('42501');
    // The functions take no address: one in the body is refused, not used.
    expect(
      (await invoke(member, 'export-my-personal-data', { body: { email: OTHER } })).status,
    ).toBe(400);
  });

  it('corrects the name, company, title and phone on its own rows only, checked by SQL', async () => {
    const tooLong = await member.rpc('update_my_details', {
      first_name: 'L'.repeat(101),
      last_name: 'Karim',
      company: '',
      title: '',
      phone: '',
    });
    expect(tooLong.error).toMatchObject({
      code: '22023',
      hint: 'first_name',
      message: 'Give your first name (at most 100 characters).',
    });
    const longPhone = await member.rpc('update_my_details', {
      first_name: 'Layla',
      last_name: 'Karim',
      company: '',
      title: '',
      phone: '9'.repeat(41),
    });
    expect(longPhone.error?.hint).toBe('phone');

    const changed = must(
      await member.rpc('update_my_details', {
        first_name: ' Layla ',
        last_name: 'Al-Karim',
        company: 'Nakheel Holdings',
        title: 'Partner',
        phone: '+966 55 111 2222',
      }),
      'update',
    );
    expect(changed).toBe(2);
    expect(await contactOf(EMAIL)).toMatchObject({
      first_name: 'Layla',
      last_name: 'Al-Karim',
      company: 'Nakheel Holdings',
      title: 'Partner',
      phone: '+966 55 111 2222',
    });
    const application = must(
      await service
        .from('membership_requests')
        .select('last_name, company, phone_number')
        .eq('email', EMAIL)
        .single(),
      'application',
    );
    expect(application).toEqual({
      last_name: 'Al-Karim',
      company: 'Nakheel Holdings',
      phone_number: '+966 55 111 2222',
    });
    expect(await contactOf(OTHER)).toMatchObject({ last_name: 'Karim', company: null });
  });

  it('refuses each field over its limit in the words the form uses (one limit, pinned to SQL)', async () => {
    const limits = {
      first_name: FIELD_LIMITS.personName,
      last_name: FIELD_LIMITS.personName,
      company: FIELD_LIMITS.company,
      title: FIELD_LIMITS.title,
      phone: FIELD_LIMITS.phone,
    };
    const valid = { first_name: 'Layla', last_name: '', company: '', title: '', phone: '' };
    for (const field of MY_DETAIL_FIELDS) {
      const details = { ...valid, [field]: 'x'.repeat(limits[field] + 1) };
      const form = myDetailsSchema.safeParse(details).error?.issues[0]?.message;
      const sql = (await member.rpc('update_my_details', details)).error;
      expect({ field, hint: sql?.hint, message: sql?.message }).toEqual({
        field,
        hint: field,
        message: form,
      });
      const atLimit = { ...valid, [field]: 'x'.repeat(limits[field]) };
      expect({ field, error: (await member.rpc('update_my_details', atLimit)).error }).toEqual({
        field,
        error: null,
      });
    }
    must(
      await member.rpc('update_my_details', {
        first_name: 'Layla',
        last_name: 'Al-Karim',
        company: 'Nakheel Holdings',
        title: 'Partner',
        phone: '+966 55 111 2222',
      }),
      'restore',
    );
  });

  it('withdraws and gives the newsletter consent as the unsubscribe link does', async () => {
    const before = must(await member.rpc('my_consents'), 'consents') as {
      purpose: string;
      status: string;
    }[];
    expect(before.find((row) => row.purpose === 'newsletter')?.status).toBe('given');

    must(await member.rpc('set_my_consent', { purpose: 'newsletter', given: false }), 'withdraw');
    const withdrawn = must(
      await service
        .from('consents')
        .select('status, method, form, notice_version')
        .eq('email', EMAIL)
        .eq('purpose', 'newsletter')
        .order('recorded_at', { ascending: false })
        .limit(1)
        .single(),
      'withdrawal',
    );
    expect(withdrawn).toEqual({
      status: 'withdrawn',
      method: 'form',
      form: 'account',
      notice_version: '1',
    });
    expect((await contactOf(EMAIL))?.newsletter_subscribed_at).toBeNull();
    expect(await auditCount('consent_withdrawn', userId)).toBe(1);
    expect((await contactOf(OTHER))?.newsletter_subscribed_at).not.toBeNull();

    must(
      await member.rpc('set_my_consent', {
        purpose: 'newsletter',
        given: true,
        notice_version: '1',
      }),
      'give',
    );
    expect((await contactOf(EMAIL))?.newsletter_subscribed_at).not.toBeNull();
    const after = must(await member.rpc('my_consents'), 'consents') as {
      purpose: string;
      status: string;
    }[];
    expect(after.find((row) => row.purpose === 'newsletter')?.status).toBe('given');

    const refused = await member.rpc('set_my_consent', {
      purpose: 'membership_application',
      given: true,
      notice_version: '1',
    });
    expect(refused.error?.code).toBe('22023');
    for (const args of [
      { purpose: 'marketing', given: false },
      { purpose: 'newsletter', given: true, notice_version: 'v1' },
    ]) {
      expect((await member.rpc('set_my_consent', args)).error?.code).toBe('22023');
    }
  });

  it('downloads the same archive staff get, audited under the member', async () => {
    const answer = await invoke(member, 'export-my-personal-data', { body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/\/storage\/v1\/object\/sign\/personal_data_exports\//);
    const response = await fetch(answer.body.url as string);
    expect(response.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(zip)).toContain('README.txt');
    const contacts = JSON.parse(strFromU8(zip['data/contacts.json']!)) as { last_name: string }[];
    expect(contacts.map((row) => row.last_name)).toEqual(['Al-Karim']);
    expect(strFromU8(zip['data/invitations.json']!)).not.toContain('pass_token');
    expect(await auditCount('personal_data_exported', userId)).toBe(1);
  });

  it('is limited to a few exports a day', async () => {
    // One export is made above; the RPC alone records the next ones.
    for (let made = 1; made < 5; made += 1) {
      must(await member.rpc('export_my_personal_data'), `export ${made + 1}`);
    }
    const answer = await invoke(member, 'export-my-personal-data', { body: {} });
    expect(answer).toEqual({
      status: 429,
      body: { error: 'You have made 5 exports today. Try again tomorrow.' },
    });
  });

  it('cannot close the account while confirmed for an upcoming event; then closes it for good', async () => {
    const refused = await invoke(member, 'close-my-account', { body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(
      /^Layla Karim is confirmed for The Majlis LEAP Dinner on \d{1,2} \w+ \d{4}$/,
    );
    expect((await member.rpc('erase_my_personal_data')).error?.code).toBe('PT409');
    expect(await contactOf(EMAIL)).not.toBeNull();

    must(
      await service.from('invitations').update({ status: 'declined' }).eq('id', invitationId),
      'decline',
    );
    const closed = await invoke(member, 'close-my-account', { body: {} });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ erased: true });
    expect(await contactOf(EMAIL)).toBeNull();
    expect((await service.auth.admin.getUserById(userId)).data.user).toBeNull();
    expect(await auditCount('personal_data_erased', userId)).toBe(1);
    const { count } = await service
      .from('membership_requests')
      .select('id', { count: 'exact', head: true })
      .eq('email', EMAIL);
    expect(count).toBe(0);
    // The other person is untouched, and nobody signs in as Layla with the stranger's password.
    expect(await contactOf(OTHER)).not.toBeNull();
    const signIn = await backend
      .client()
      .auth.signInWithPassword({ email: EMAIL, password: 'stranger password 1' });
    expect(signIn.error).not.toBeNull();
  });
});

// The public newsletter sign-up (rpc subscribe_newsletter) and its confirmation link's button (rpc
// confirm_newsletter_signup) through supabase-js, as the site calls them: the confirmation creates
// a contact or marks a known one subscribed, never changing what staff keep on it; the details
// typed reach staff as a note on the contact instead.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let backend: TestBackend;
let staff: TestUser;
let member: TestUser;
let visitor: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend();
  staff = await createTestUser(backend, { staff: true });
  member = await createTestUser(backend);
  visitor = backend.client();
  service = backend.client(backend.serviceRoleKey);
});
afterAll(async () => {
  await backend?.stop();
});

const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function contactByEmail(address: string) {
  const { data, error } = await staff.client
    .from('contacts')
    .select('*')
    .ilike('email', address)
    .single();
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

/** Presses the button of the newest sign-up's link, with the token its mail would carry. */
async function confirmFromMail(address: string) {
  const signup = await service
    .from('newsletter_signups')
    .select('id')
    .ilike('email', address)
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  expect(signup.error).toBeNull();
  const token = await service.rpc('issue_newsletter_signup_token', { signup_id: signup.data!.id });
  expect(token.error).toBeNull();
  const { data, error } = await visitor.rpc('confirm_newsletter_signup', { token: token.data! });
  expect(error).toBeNull();
  return data;
}

async function notesOf(contactId: unknown) {
  const { data, error } = await staff.client
    .from('contact_notes')
    .select('content, user_id')
    .eq('contact_id', contactId)
    .order('created_at');
  expect(error).toBeNull();
  return data!;
}

/** A contact as staff keep it: every field a visitor must not be able to change. */
async function knownContact() {
  const address = email('known');
  const { data, error } = await staff.client
    .from('contacts')
    .insert({
      first_name: 'Noura',
      last_name: 'Al-Harbi',
      email: address,
      phone: '+966 11 000 0000',
      company: 'Harbi Holdings',
      title: 'CFO',
      stage: 'evaluation',
      heat_rating: 4,
      goal: 'Board seat by Q3',
      lead_type: 'founder_executive',
      linkedin_url: 'https://www.linkedin.com/in/noura',
    })
    .select('*')
    .single();
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

/**
 * Everything but the subscription stamp, the row's own update time and the confirmation mark
 * (the subscription's confirmation job stamps it when it has mailed: docs/behaviour/submissions.md).
 */
function keptFields(contact: Record<string, unknown>) {
  const {
    newsletter_subscribed_at: _stamp,
    updated_at: _touched,
    confirmation_sent_at: _confirmed,
    ...rest
  } = contact;
  return rest;
}

describe('subscribe_newsletter through supabase-js', () => {
  it('creates a newsletter contact for a new address', async () => {
    const address = email('fresh');
    const { error, status } = await visitor.rpc('subscribe_newsletter', {
      marketing_consent: true,
      notice_version: '2',
      first_name: 'Layla',
      last_name: 'Haddad',
      email: address,
      phone: '+966 5000',
    });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(await confirmFromMail(address)).toBe('confirmed');
    const contact = await contactByEmail(address);
    expect(contact).toMatchObject({
      first_name: 'Layla',
      last_name: 'Haddad',
      phone: '+966 5000',
      source: 'newsletter',
      stage: 'mql_lead',
    });
    expect(contact['newsletter_subscribed_at']).toEqual(expect.any(String));
    expect(await notesOf(contact['id'])).toEqual([]);
  });

  it('never changes a known contact: it is marked subscribed and staff get a note', async () => {
    const before = await knownContact();
    const { error, status } = await visitor.rpc('subscribe_newsletter', {
      marketing_consent: true,
      notice_version: '2',
      first_name: 'Intruder',
      last_name: 'Renamed',
      email: String(before['email']).toUpperCase(),
      phone: '+1 555 0100',
    });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(await confirmFromMail(String(before['email']))).toBe('confirmed');

    const after = await contactByEmail(String(before['email']));
    expect(keptFields(after)).toEqual(keptFields(before));
    expect(before['newsletter_subscribed_at']).toBeNull();
    expect(after['newsletter_subscribed_at']).toEqual(expect.any(String));
    expect(await notesOf(before['id'])).toEqual([
      {
        user_id: null,
        content:
          'Newsletter sign-up from the public site with different details: name Intruder Renamed, phone +1 555 0100. The contact was not changed.',
      },
    ]);
  });

  it('keeps the first subscription time, and the same details confirmed twice make one note', async () => {
    const before = await knownContact();
    const submit = () =>
      member.client.rpc('subscribe_newsletter', {
        marketing_consent: true,
        notice_version: '2',
        first_name: 'Other',
        last_name: 'Name',
        email: String(before['email']),
      });
    expect((await submit()).error).toBeNull();
    await confirmFromMail(String(before['email']));
    const first = await contactByEmail(String(before['email']));
    expect((await submit()).error).toBeNull();
    await confirmFromMail(String(before['email']));
    const second = await contactByEmail(String(before['email']));
    expect(second['newsletter_subscribed_at']).toBe(first['newsletter_subscribed_at']);
    expect(keptFields(second)).toEqual(keptFields(before));
    expect(await notesOf(before['id'])).toHaveLength(1);
  });

  it('leaves no note when the visitor typed what staff already have', async () => {
    const before = await knownContact();
    const { error } = await visitor.rpc('subscribe_newsletter', {
      marketing_consent: true,
      notice_version: '2',
      first_name: 'Noura',
      last_name: 'Al-Harbi',
      email: String(before['email']),
    });
    expect(error).toBeNull();
    await confirmFromMail(String(before['email']));
    expect(await notesOf(before['id'])).toEqual([]);
  });

  it('takes no other field: stage, source or any column is refused as an unknown argument', async () => {
    const before = await knownContact();
    const { error, status } = await visitor.rpc('subscribe_newsletter', {
      marketing_consent: true,
      notice_version: '2',
      first_name: 'Noura',
      last_name: 'Al-Harbi',
      email: String(before['email']),
      stage: 'won',
    } as never);
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
    expect(keptFields(await contactByEmail(String(before['email'])))).toEqual(keptFields(before));
  });

  it('answers the same for a known and a new address, and shows the visitor nothing', async () => {
    const known = await knownContact();
    const answers = await Promise.all(
      [String(known['email']), email('unknown')].map(async (address) => {
        const { data, error, status } = await visitor.rpc('subscribe_newsletter', {
          marketing_consent: true,
          notice_version: '2',
          first_name: 'Sam',
          last_name: 'Visitor',
          email: address,
        });
        return { data, error, status };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    const { data, error } = await visitor.from('contacts').select('id');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    const notes = await visitor.from('contact_notes').select('id');
    expect(notes.data).toBeNull();
  });
});

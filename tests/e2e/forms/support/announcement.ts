// Set-up for the announcement spec (campaign-announcement.spec.ts): a staff member's own
// supabase-js session, a contact who gave newsletter consent through double opt-in, and the
// announced event made upcoming in the database for the length of the spec.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { baseUrl, createMember, newestMailLink, uniqueEmail } from '../../auth/support/members.ts';
import { serviceClient } from '../../crm/support.ts';

const DAY = 86_400_000;

/** A new staff member signed in through supabase-js (campaigns are managed by staff only). */
export async function staffClient(testInfo: TestInfo): Promise<SupabaseClient> {
  const email = uniqueEmail(testInfo, 'announcer');
  const password = 'staff password 1';
  await createMember(email, password);
  expect(
    (await serviceClient().from('profiles').update({ role: 'staff' }).eq('email', email)).error,
  ).toBeNull();
  const config = (await (await fetch(`${baseUrl}/api/public-config.json`)).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  return client;
}

export interface Contact {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  locale: 'en' | 'ar';
}

/**
 * A contact with newsletter consent, given as a visitor gives it (sign-up, then the mailed
 * confirmation), and an invitation to a slug of the test's own, so an audience
 * `{ invited_to: slug }` is this contact alone.
 */
export async function consentingContact(
  request: APIRequestContext,
  contact: Contact,
  audienceSlug: string,
): Promise<string> {
  const service = serviceClient();
  const added = await service.from('contacts').insert(contact).select('id').single();
  expect(added.error).toBeNull();
  expect(
    (
      await service.rpc('subscribe_newsletter', {
        first_name: contact.first_name,
        last_name: contact.last_name,
        email: contact.email,
        marketing_consent: true,
        notice_version: '1',
        // Signed up on the page in their language, which the confirmation keeps as theirs.
        locale: contact.locale,
      })
    ).error,
  ).toBeNull();
  const confirm = new URL(
    await newestMailLink(request, contact.email, 'send-newsletter-confirmation'),
  );
  const confirmed = await service.rpc('confirm_newsletter_signup', {
    token: confirm.searchParams.get('token') ?? '',
  });
  expect(confirmed.data).toBe('confirmed');
  const invited = await service.from('invitations').insert({
    email: contact.email,
    contact_id: added.data!.id,
    guest_name: `${contact.first_name} ${contact.last_name}`,
    event_slug: audienceSlug,
    starts_at: new Date(Date.now() - 30 * DAY).toISOString(),
  });
  expect(invited.error).toBeNull();
  return added.data!.id as string;
}

/**
 * Every content event is past today, in the database as well: the event's row is moved a month
 * ahead (an announcement is queued, and its link prefills, only for an event still ahead), and
 * `restore` puts its dates back. Nothing else changes: moving a past event mails nobody
 * (private.apply_event_change), and the spec's own guests are invited to another slug.
 */
export async function eventAheadInDatabase(slug: string): Promise<{ restore(): Promise<void> }> {
  const service = serviceClient();
  const { data, error } = await service
    .from('events')
    .select('starts_at, ends_at')
    .eq('slug', slug)
    .single();
  expect(error).toBeNull();
  const starts = Date.now() + 30 * DAY;
  const moved = await service
    .from('events')
    .update({
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + 4 * 3_600_000).toISOString(),
    })
    .eq('slug', slug);
  expect(moved.error).toBeNull();
  return {
    async restore() {
      const back = await service.from('events').update(data!).eq('slug', slug);
      expect(back.error).toBeNull();
    },
  };
}

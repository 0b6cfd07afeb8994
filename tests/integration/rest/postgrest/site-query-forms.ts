// Every query form the site's islands (src/islands/**/api/*.ts) and Edge Functions
// (supabase/functions/_shared/**) send to /rest/v1, reproduced as the same supabase-js calls on
// seeded rows. Each entry names the file it comes from; the forms run in this order, so an entry
// may rely on the ones before it (site-query-forms.test.ts seeds the rows and runs the list).
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

export interface Seed {
  staffId: string;
  staffEmail: string;
  contactId: string;
  membershipId: string;
  membershipEmail: string;
  eventId: string;
  messageId: string;
  /** The contact's copy of the mql_lead checklist template (sync_contact_checklist). */
  checklist?: { id: string; item_text: string }[];
  /** The after-insert job the function claimed (functions/_shared/jobs/rpc-job-store.ts). */
  job?: { id: string; attempts: number };
}

export interface Outcome {
  data: unknown;
  error: unknown;
  count?: number | null;
  status: number;
}

export interface QueryForm {
  source: string;
  /** The client the site uses: a signed-in staff member, a visitor, or a function's service key. */
  as: 'staff' | 'anon' | 'service';
  run(db: SupabaseClient, seed: Seed): PromiseLike<Outcome>;
  check(outcome: Outcome, seed: Seed): void;
}

const rows = (outcome: Outcome) => outcome.data as Record<string, unknown>[];
const ok = (outcome: Outcome, status: number) => {
  expect(outcome.error).toBeNull();
  expect(outcome.status).toBe(status);
};
const since = new Date(Date.now() - 60 * 60 * 1000).toISOString();

export const queryForms: QueryForm[] = [
  // ---- The staff app (src/islands/crm) ----
  {
    source: 'crm/features/all/api/list-all-page.ts (lib/crm/all-rows-query.ts)',
    as: 'staff',
    run: (db) =>
      db
        .from('crm_all_rows')
        .select(
          'kind, id, row_key, name, title, email, company, industry, message, status, last_login, created_at',
          { count: 'exact' },
        )
        .eq('kind', 'contact')
        .ilike('search', '*ada*')
        .ilike('search', '*50\\%*')
        .order('sort_name', { ascending: true })
        .order('row_key', { ascending: true })
        .range(0, 99),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.count).toBe(0);
      expect(rows(outcome)).toEqual([]);
    },
  },
  {
    source: 'lib/crm/all-rows-csv.ts (a keyset page of the export)',
    as: 'staff',
    run: (db) =>
      db
        .from('crm_all_rows')
        .select(
          'kind, id, row_key, name, title, email, company, industry, message, status, last_login, created_at, sort_last_login',
        )
        .or(
          'sort_last_login.lt."infinity",and(sort_last_login.eq."infinity",row_key.lt."zzz, (\\"x\\")")',
        )
        .order('sort_last_login', { ascending: false })
        .order('row_key', { ascending: false })
        .limit(10000),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(rows(outcome)).toContainEqual(
        expect.objectContaining({
          row_key: `contact_${seed.contactId}`,
          sort_last_login: '-infinity',
          status: 'MQL Lead',
        }),
      );
      expect(rows(outcome)).toContainEqual(
        expect.objectContaining({ row_key: `membership_${seed.membershipId}` }),
      );
    },
  },
  {
    source: 'crm/features/pipeline/api/list-board-contacts.ts',
    as: 'staff',
    run: (db) =>
      db
        .from('consolidated_leads')
        .select(
          'id, first_name, last_name, email, company, title, industry, lead_type, stage, heat_rating, created_at, has_account',
        )
        .order('created_at', { ascending: false })
        .order('id')
        .range(0, 999),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(rows(outcome)).toEqual([
        expect.objectContaining({ id: seed.contactId, has_account: false, heat_rating: 3 }),
      ]);
    },
  },
  {
    source: 'crm/features/contact/api/get-contact.ts',
    as: 'staff',
    run: (db, seed) =>
      db.from('consolidated_leads').select('*').eq('id', seed.contactId).maybeSingle(),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.data).toMatchObject({ email: 'ada@example.com', company: 'Acme' });
    },
  },
  {
    source: 'crm/features/contact/api/list-activity.ts',
    as: 'staff',
    run: (db, seed) =>
      db
        .from('activity')
        .select('id, occurred_at, actor_email, entity_id, action, before, after')
        .eq('contact_id', seed.contactId)
        .order('occurred_at', { ascending: false })
        .limit(500),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(rows(outcome)).toContainEqual(
        expect.objectContaining({ action: 'heat_changed', actor_email: seed.staffEmail }),
      );
    },
  },
  {
    source: 'crm/features/contact/api/list-network-history.ts',
    as: 'staff',
    run: (db) =>
      db
        .from('membership_requests')
        .select('id, request_status, created_at, approved_at')
        .ilike('email', 'grace@example.com')
        .order('created_at', { ascending: false }),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(rows(outcome)).toEqual([expect.objectContaining({ id: seed.membershipId })]);
    },
  },
  {
    source: 'crm/features/contact/api/add-note.ts',
    as: 'staff',
    run: (db, seed) =>
      db.from('contact_notes').insert({ contact_id: seed.contactId, content: 'Met at the forum' }),
    check: (outcome) => ok(outcome, 201),
  },
  {
    source: 'crm/features/contact/api/list-notes.ts',
    as: 'staff',
    run: (db, seed) =>
      db
        .from('contact_notes')
        .select('id, content, created_at, author:profiles(email, first_name, last_name)')
        .eq('contact_id', seed.contactId)
        .order('created_at', { ascending: false }),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(rows(outcome)).toEqual([
        expect.objectContaining({
          content: 'Met at the forum',
          author: { email: seed.staffEmail, first_name: null, last_name: null },
        }),
      ]);
    },
  },
  {
    source: 'crm/features/contact/api/sync-checklist.ts',
    as: 'staff',
    run: (db, seed) => db.rpc('sync_contact_checklist', { p_contact_id: seed.contactId }),
    check: (outcome, seed) => {
      ok(outcome, 200);
      const items = rows(outcome);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items)
        expect(item).toMatchObject({ contact_id: seed.contactId, completed: false });
      seed.checklist = items.map((item) => ({
        id: String(item['id']),
        item_text: String(item['item_text']),
      }));
    },
  },
  {
    source: 'crm/shared/api/count-open-checklist-items.ts',
    as: 'staff',
    run: (db, seed) =>
      db
        .from('checklist_items')
        .select('id', { count: 'exact', head: true })
        .eq('contact_id', seed.contactId)
        .eq('stage', 'mql_lead')
        .eq('completed', false),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(outcome.count).toBe(seed.checklist?.length);
    },
  },
  {
    source: 'crm/features/contact/api/set-checklist-item.ts',
    as: 'staff',
    run: (db, seed) =>
      db
        .from('checklist_items')
        .update({ completed: true })
        .eq('id', seed.checklist?.[0]?.id ?? '')
        .select()
        .single(),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(outcome.data).toMatchObject({ completed: true, completed_by: seed.staffId });
    },
  },
  {
    source: 'crm/features/pipeline/api/list-stage-template.ts',
    as: 'staff',
    run: (db) =>
      db
        .from('checklist_items')
        .select('item_text')
        .is('contact_id', null)
        .eq('stage', 'mql_lead')
        .order('position'),
    check: (outcome, seed) => {
      ok(outcome, 200);
      const texts = (seed.checklist ?? []).map((item) => item.item_text);
      expect(rows(outcome).map((row) => row['item_text'])).toEqual(expect.arrayContaining(texts));
      expect(rows(outcome)).toHaveLength(texts.length);
    },
  },
  {
    source: 'crm/features/pipeline/api/search-contacts.ts',
    as: 'staff',
    run: (db) => db.rpc('search_contacts', { p_query: 'Acme' }),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(rows(outcome).map((row) => row['id'])).toEqual([seed.contactId]);
    },
  },
  {
    source: 'crm/features/events/api/count-pending-events.ts',
    as: 'staff',
    run: (db) =>
      db
        .from('event_requests')
        .select('id', { count: 'exact', head: true })
        .eq('request_status', 'pending'),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.data).toBeNull();
      expect(outcome.count).toBe(1);
    },
  },
  {
    source: 'crm/features/events/api/list-event-requests.ts',
    as: 'staff',
    run: (db) =>
      db.from('event_requests').select('*').order('created_at', { ascending: false }).limit(5000),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(rows(outcome)).toEqual([expect.objectContaining({ id: seed.eventId })]);
    },
  },
  {
    source: 'crm/features/events/api/list-member-emails.ts',
    as: 'staff',
    run: (db, seed) =>
      db.from('profiles').select('email').in('email', [seed.staffEmail, 'nobody@example.com']),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(outcome.data).toEqual([{ email: seed.staffEmail }]);
    },
  },
  {
    source: 'crm/features/request-details/api/fetch-request-details.ts (membership)',
    as: 'staff',
    run: (db, seed) =>
      db.from('membership_requests').select('*').eq('id', seed.membershipId).single(),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.data).toMatchObject({ first_name: 'Grace', industry: 'technology' });
    },
  },
  {
    source: 'crm/features/request-details/api/fetch-request-details.ts (event)',
    as: 'staff',
    run: (db, seed) => db.from('event_requests').select('*').eq('id', seed.eventId).single(),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.data).toMatchObject({ name: 'Linus', event_type: 'forum' });
    },
  },
  {
    source: 'crm/features/requests/api/count-pending-membership.ts',
    as: 'staff',
    run: (db) =>
      db
        .from('membership_requests')
        .select('id', { count: 'exact', head: true })
        .eq('request_status', 'pending'),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.count).toBe(1);
    },
  },
  {
    source: 'crm/features/requests/api/list-membership-requests.ts',
    as: 'staff',
    run: (db) =>
      db
        .from('membership_requests')
        .select('*')
        .order('created_at', { ascending: false })
        .limit(5000),
    check: (outcome) => {
      ok(outcome, 200);
      expect(rows(outcome)).toHaveLength(1);
    },
  },
  {
    source: 'crm/features/requests/api/update-request-industry.ts',
    as: 'staff',
    run: (db, seed) =>
      db.from('membership_requests').update({ industry: 'finance' }).eq('id', seed.membershipId),
    check: (outcome) => ok(outcome, 204),
  },
  {
    source: 'crm/shared/api/decide-event-request.ts',
    as: 'staff',
    run: (db, seed) =>
      db.from('event_requests').update({ request_status: 'waitlist' }).eq('id', seed.eventId),
    check: (outcome) => ok(outcome, 204),
  },
  {
    source: 'crm/shared/api/update-contact.ts',
    as: 'staff',
    run: (db, seed) =>
      db
        .from('contacts')
        .update({ title: 'CTO', goal: null })
        .eq('id', seed.contactId)
        .select()
        .single(),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.data).toMatchObject({ title: 'CTO', goal: null, heat_rating: 3 });
    },
  },
  {
    source: 'crm/features/contact/api/attachments.ts (add a link)',
    as: 'staff',
    run: (db, seed) =>
      db.from('contact_attachments').insert({
        contact_id: seed.contactId,
        filename: 'Profile',
        file_path: 'link',
        external_url: 'https://example.com/ada',
      }),
    check: (outcome) => ok(outcome, 201),
  },
  {
    source: 'crm/features/contact/api/attachments.ts (list)',
    as: 'staff',
    run: (db, seed) =>
      db
        .from('contact_attachments')
        .select('*')
        .eq('contact_id', seed.contactId)
        .order('created_at', { ascending: false }),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(outcome.data).toEqual([
        expect.objectContaining({ filename: 'Profile', uploaded_by: seed.staffId }),
      ]);
    },
  },
  {
    source: 'crm/features/contact/api/delete-contact.ts (files to remove)',
    as: 'staff',
    run: (db, seed) =>
      db
        .from('contact_attachments')
        .select('file_path')
        .eq('contact_id', seed.contactId)
        .is('external_url', null),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.data).toEqual([]);
    },
  },

  // ---- Inbound contacts (src/islands/crm/features/inbound) ----
  {
    source: 'crm/features/inbound/api/list-contact-messages.ts',
    as: 'staff',
    run: (db) =>
      db
        .from('contact_messages')
        .select(
          'id, name, email, industry, message, created_at, request_status, moved_to_pipeline, handled_at, handler:profiles(email)',
        )
        .order('created_at', { ascending: false })
        .limit(2000),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(rows(outcome)).toEqual([
        expect.objectContaining({ id: seed.messageId, handled_at: null, handler: null }),
      ]);
    },
  },
  {
    source: 'crm/features/inbound/api/set-message-handled.ts',
    as: 'staff',
    run: (db, seed) =>
      db
        .from('contact_messages')
        .update({ handled_at: new Date().toISOString() })
        .eq('id', seed.messageId)
        .select(
          'id, name, email, industry, message, created_at, request_status, moved_to_pipeline, handled_at, handler:profiles(email)',
        )
        .single(),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(outcome.data).toMatchObject({
        handled_at: expect.any(String),
        handler: { email: seed.staffEmail },
      });
    },
  },

  // ---- Public forms (src/islands/forms, src/islands/join) ----
  {
    source: 'forms/features/contact/api/send-contact-message.ts',
    as: 'anon',
    run: (db) =>
      db
        .from('contact_messages')
        .insert({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello' }),
    check: (outcome) => ok(outcome, 201),
  },
  {
    source: 'join/features/application/api/submit-join-application.ts',
    as: 'anon',
    run: (db) =>
      db.from('membership_requests').insert({
        first_name: 'Visitor',
        last_name: 'Two',
        email: 'visitor@example.com',
        industry: 'energy',
      }),
    check: (outcome) => ok(outcome, 201),
  },
  {
    source: 'forms/features/event-request/api/request-invitation.ts',
    as: 'anon',
    run: (db) =>
      db.from('event_requests').insert({
        name: 'Visitor',
        email: 'visitor@example.com',
        event_type: 'dinner',
        event_slug: 'spring-dinner',
      }),
    check: (outcome) => ok(outcome, 201),
  },
  {
    source: 'forms/features/newsletter/api/subscribe-newsletter.ts',
    as: 'anon',
    run: (db) =>
      db.rpc('subscribe_newsletter', {
        first_name: 'Reader',
        last_name: 'One',
        email: 'reader@example.com',
        phone: null,
        marketing_consent: true,
        notice_version: '2',
      }),
    check: (outcome) => ok(outcome, 204),
  },

  // ---- Edge Functions (supabase/functions/_shared) ----
  {
    source: 'functions/_shared/auth/require-staff.ts',
    as: 'service',
    run: (db, seed) => db.from('profiles').select('role').eq('id', seed.staffId).maybeSingle(),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.data).toEqual({ role: 'staff' });
    },
  },
  {
    source: 'functions/_shared/submissions/claim-recent-submission.ts (candidates)',
    as: 'service',
    run: (db) =>
      db
        .from('membership_requests')
        .select('id, email, first_name')
        .ilike('email', 'grace@example.com')
        .gt('created_at', since)
        .is('confirmation_sent_at', null)
        .order('created_at', { ascending: false })
        .limit(10),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(outcome.data).toEqual([expect.objectContaining({ id: seed.membershipId })]);
    },
  },
  {
    source: 'functions/_shared/submissions/claim-recent-submission.ts (claim)',
    as: 'service',
    run: (db, seed) =>
      db
        .from('membership_requests')
        .update({ confirmation_sent_at: new Date().toISOString() })
        .eq('id', seed.membershipId)
        .is('confirmation_sent_at', null)
        .select('id'),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(outcome.data).toEqual([{ id: seed.membershipId }]);
    },
  },
  {
    source: 'functions/_shared/submissions/claim-recent-submission.ts (release)',
    as: 'service',
    run: (db, seed) =>
      db
        .from('membership_requests')
        .update({ confirmation_sent_at: null })
        .eq('id', seed.membershipId),
    check: (outcome) => ok(outcome, 204),
  },
  {
    source: 'functions/_shared/jobs/job-target.ts (a run by hand: the row)',
    as: 'service',
    run: (db, seed) =>
      db.from('membership_requests').select('*').eq('id', seed.membershipId).maybeSingle(),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(outcome.data).toMatchObject({ id: seed.membershipId, email: 'grace@example.com' });
    },
  },
  {
    source: 'functions/_shared/jobs/job-target.ts (a run by hand: done before?)',
    as: 'service',
    run: (db, seed) => db.rpc('job_done', { job_kind: 'push-to-make', about: seed.membershipId }),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.data).toBe(false);
    },
  },
  {
    source: 'functions/_shared/handlers/create-approved-member.ts (existing accounts)',
    as: 'service',
    run: (db, seed) => db.from('profiles').select('id, email').ilike('email', seed.staffEmail),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(outcome.data).toEqual([{ id: expect.any(String), email: seed.staffEmail }]);
    },
  },
  {
    source: 'functions/_shared/handlers/create-approved-member.ts (record the outcome)',
    as: 'service',
    // The seeded request is pending, not approved: nothing is recorded.
    run: (db, seed) =>
      db.rpc('record_member_account', { request_id: seed.membershipId, outcome: 'account_exists' }),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.data).toBe(false);
    },
  },
  {
    source: 'functions/_shared/handlers/infer-contact-industries.ts (read)',
    as: 'service',
    run: (db) =>
      db
        .from('contacts')
        .select('id, company, title, email, industry')
        .is('industry', null)
        .order('id')
        .range(0, 499),
    check: (outcome, seed) => {
      ok(outcome, 200);
      expect(rows(outcome).map((row) => row['id'])).toContain(seed.contactId);
    },
  },
  {
    source: 'functions/_shared/handlers/infer-contact-industries.ts (write the plan)',
    as: 'service',
    run: (db, seed) =>
      db.rpc('set_contact_industries', {
        updates: [{ id: seed.contactId, industry: 'technology' }],
      }),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.data).toBe(1);
    },
  },
  {
    source: 'functions/_shared/jobs/rpc-job-store.ts (claim)',
    as: 'service',
    run: (db) => db.rpc('claim_after_insert_job', { lease_seconds: 300 }),
    check: (outcome, seed) => {
      ok(outcome, 200);
      const [job] = rows(outcome);
      // The job with the row it is about (target), not the job table's row.
      expect(job).toMatchObject({ attempts: 1, target: expect.any(Object) });
      seed.job = { id: String(job?.['id']), attempts: Number(job?.['attempts']) };
    },
  },
  {
    source: 'functions/_shared/jobs/rpc-job-store.ts (finish)',
    as: 'service',
    run: (db, seed) =>
      db.rpc('finish_after_insert_job', {
        job_id: seed.job?.id ?? '',
        attempt: seed.job?.attempts ?? 0,
      }),
    check: (outcome) => {
      ok(outcome, 200);
      expect(outcome.data).toBe(true);
    },
  },
  {
    source: 'functions/_shared/mail/outbox-mailer.ts',
    as: 'service',
    run: (db) =>
      db.from('mail_outbox').insert({
        to_address: 'ada@example.com',
        subject: 'Hello',
        text_body: 'Hello',
        html_body: null,
        tag: 'test',
      }),
    check: (outcome) => ok(outcome, 201),
  },

  // ---- Last: the deletes (src/islands/crm) ----
  {
    source: 'crm/features/requests/api/delete-membership-request.ts',
    as: 'staff',
    run: (db, seed) => db.from('membership_requests').delete().eq('id', seed.membershipId),
    check: (outcome) => ok(outcome, 204),
  },
  {
    source: 'crm/features/contact/api/delete-contact.ts',
    as: 'staff',
    run: (db, seed) => db.from('contacts').delete().eq('id', seed.contactId),
    check: (outcome) => ok(outcome, 204),
  },
];

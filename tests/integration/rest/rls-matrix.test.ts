// The security matrix of tests/integration/database/rls-expectations.ts (B1's single source of
// truth), run through real supabase-js clients over /rest/v1 for anon, member, staff and the
// service role. Every write is sent with Prefer: tx=rollback, so no case changes the next one; the
// backend allows it as PostgREST does with db-tx-end = commit-allow-override.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectationCases,
  rpcExpectationCases,
  type Outcome,
  type Relation,
  type RoleName,
  type RpcName,
  type Verb,
} from '../database/rls-expectations.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';

interface Target {
  id: string;
  insert: () => Record<string, unknown>;
  update: Record<string, unknown>;
}

let backend: TestBackend;
const clients = {} as Record<RoleName, SupabaseClient>;
const targets = {} as Record<Relation, Target>;
/** The named arguments each RPC of the RPC matrix is called with (every call rolled back). */
const rpcArgs = {} as Record<RpcName, Record<string, unknown>>;
const uniqueEmail = () => `rls-${randomUUID()}@example.com`;

/** Storage objects are not exposed over /rest/v1; the Storage service's own tests cover them. */
const restCases = expectationCases().filter(({ relation }) => !relation.includes('.'));

async function insertRow(
  service: SupabaseClient,
  table: string,
  values: Record<string, unknown>,
): Promise<string> {
  const { data, error } = await service.from(table).insert(values).select('id').single();
  if (error) throw new Error(`fixture ${table}: ${error.message}`);
  return data.id;
}

beforeAll(async () => {
  backend = await startBackend({ env: { PGRST_DB_TX_END: 'commit-allow-override' } });
  const service = backend.client(backend.serviceRoleKey);
  const staff = await createTestUser(backend, { staff: true });
  const member = await createTestUser(backend);
  const other = await createTestUser(backend);
  const orphan = await createTestUser(backend);
  // A user without a profile, so the service role has a valid profile row to insert.
  const removed = await service.from('profiles').delete().eq('id', orphan.id);
  if (removed.error) throw new Error(removed.error.message);
  clients.anon = backend.client();
  clients.member = member.client;
  clients.staff = staff.client;
  clients.service_role = service;

  const membershipId = await insertRow(service, 'membership_requests', {
    first_name: 'Ada',
    email: uniqueEmail(),
  });
  const dinnerId = await insertRow(service, 'event_requests', {
    name: 'Dina',
    email: uniqueEmail(),
    event_type: 'dinner',
  });
  const forumId = await insertRow(service, 'event_requests', {
    name: 'Faris',
    email: uniqueEmail(),
    event_type: 'forum',
  });
  const messageId = await insertRow(service, 'contact_messages', {
    name: 'Maya',
    email: uniqueEmail(),
    message: 'Hello',
  });
  const companyId = await insertRow(service, 'companies', { company: 'Sample Co' });
  const contactId = await insertRow(service, 'contacts', {
    first_name: 'Omar',
    email: uniqueEmail(),
    company_id: companyId,
  });
  const checklistId = await insertRow(service, 'checklist_items', {
    contact_id: contactId,
    stage: 'mql_lead',
    item_text: 'Call',
  });
  const noteId = await insertRow(service, 'contact_notes', {
    contact_id: contactId,
    content: 'Met at LEAP',
  });
  const attachmentId = await insertRow(service, 'contact_attachments', {
    contact_id: contactId,
    filename: 'deck.pdf',
    file_path: `${contactId}/deck.pdf`,
  });
  // A stage move writes an activity row (triggers own the trail).
  const moved = await service.from('contacts').update({ stage: 'evaluation' }).eq('id', contactId);
  if (moved.error) throw new Error(moved.error.message);
  const activity = await service.from('activity').select('id').limit(1).single();
  if (activity.error) throw new Error(`no activity row: ${activity.error.message}`);
  const mailId = await insertRow(service, 'mail_outbox', {
    to_address: 'a@example.com',
    subject: 'Hi',
    text_body: 'Hi',
    tag: 'test',
  });

  const eventRequest = (eventType: string) => () => ({
    name: 'New Guest',
    email: uniqueEmail(),
    event_type: eventType,
  });
  const contactRow = () => ({ first_name: 'New', email: uniqueEmail() });
  targets.profiles = {
    id: other.id,
    insert: () => ({ id: orphan.id, email: orphan.email }),
    update: { first_name: 'Changed' },
  };
  targets.membership_requests = {
    id: membershipId,
    insert: () => ({ first_name: 'New', email: uniqueEmail() }),
    update: { request_status: 'approved' },
  };
  targets.event_requests = {
    id: dinnerId,
    // With the write-only token of an announcement's link (one that names no recipient).
    insert: () => ({ ...eventRequest('forum')(), campaign_token: 'f'.repeat(64) }),
    update: { request_status: 'waitlist' },
  };
  targets.dinner_requests = {
    id: dinnerId,
    insert: eventRequest('dinner'),
    update: { request_status: 'waitlist' },
  };
  targets.forum_requests = {
    id: forumId,
    insert: eventRequest('forum'),
    update: { request_status: 'rejected' },
  };
  targets.contact_messages = {
    id: messageId,
    insert: () => ({ name: 'New', email: uniqueEmail(), message: 'Hello there' }),
    update: { industry: 'finance' },
  };
  targets.companies = {
    id: companyId,
    insert: () => ({ company: 'New Co' }),
    update: { stage: 'evaluation' },
  };
  targets.contacts = { id: contactId, insert: contactRow, update: { heat_rating: 4 } };
  targets.consolidated_leads = { id: contactId, insert: contactRow, update: { heat_rating: 4 } };
  targets.crm_all_rows = {
    id: contactId,
    insert: () => ({ kind: 'contact', name: 'New', email: uniqueEmail() }),
    update: { name: 'Changed' },
  };
  targets.checklist_items = {
    id: checklistId,
    insert: () => ({ contact_id: contactId, stage: 'mql_lead', item_text: `Item ${randomUUID()}` }),
    update: { completed: true },
  };
  targets.contact_notes = {
    id: noteId,
    insert: () => ({ contact_id: contactId, content: 'Another note' }),
    update: { content: 'Edited' },
  };
  targets.contact_attachments = {
    id: attachmentId,
    insert: () => ({
      contact_id: contactId,
      filename: 'a.pdf',
      file_path: `${contactId}/${randomUUID()}-a.pdf`,
    }),
    update: { filename: 'renamed.pdf' },
  };
  targets.activity = {
    id: activity.data.id,
    insert: () => ({ entity_type: 'contact', entity_id: contactId, action: 'stage_changed' }),
    update: { action: 'heat_changed' },
  };
  const job = await service
    .from('after_insert_jobs')
    .select('id')
    .eq('row_id', membershipId)
    .limit(1)
    .single();
  if (job.error) throw new Error(`no job for the membership request: ${job.error.message}`);
  targets.after_insert_jobs = {
    id: job.data.id,
    insert: () => ({ kind: 'push-to-make', row_id: randomUUID() }),
    update: { last_error: 'Checked by hand' },
  };
  // The contact message's insert recorded its consent, and the consent its audit entry.
  const consent = await service.from('consents').select('id').eq('source_id', messageId).single();
  if (consent.error) throw new Error(`no consent row: ${consent.error.message}`);
  targets.consents = {
    id: consent.data.id,
    insert: () => ({
      email: uniqueEmail(),
      purpose: 'newsletter',
      status: 'given',
      method: 'staff',
    }),
    update: { status: 'withdrawn' },
  };
  const audit = await service
    .from('audit_log')
    .select('id')
    .eq('subject_id', consent.data.id)
    .single();
  if (audit.error) throw new Error(`no audit entry: ${audit.error.message}`);
  targets.audit_log = {
    id: audit.data.id,
    insert: () => ({
      actor_role: 'authenticated',
      action: 'consent_given',
      subject_table: 'consents',
      subject_id: randomUUID(),
    }),
    update: { action: 'consent_withdrawn' },
  };
  const invitationRow = () => ({
    event_slug: 'leap-dinner',
    email: uniqueEmail(),
    guest_name: 'Guest',
    starts_at: '2030-02-09T19:00:00+03:00',
  });
  const invitationId = await insertRow(service, 'invitations', invitationRow());
  const checkInId = await insertRow(service, 'check_ins', { invitation_id: invitationId });
  // A guest not yet checked in, for the insert cases (each rolled back).
  const arrivingId = await insertRow(service, 'invitations', invitationRow());
  targets.invitations = { id: invitationId, insert: invitationRow, update: { status: 'removed' } };
  targets.check_ins = {
    id: checkInId,
    insert: () => ({ invitation_id: arrivingId }),
    update: { device: 'Door phone' },
  };
  // A privacy request through its own form, and an incident a staff member records.
  const asked = uniqueEmail();
  const submitted = await service.rpc('submit_privacy_request', { kind: 'access', email: asked });
  if (submitted.error) throw new Error(`no privacy request: ${submitted.error.message}`);
  const privacyRequest = await service
    .from('privacy_requests')
    .select('id')
    .eq('email', asked)
    .single();
  if (privacyRequest.error) throw new Error(privacyRequest.error.message);
  targets.privacy_requests = {
    id: privacyRequest.data.id,
    insert: () => ({ kind: 'erasure', email: uniqueEmail() }),
    update: { details: 'Changed' },
  };
  const incident = await clients.staff.rpc('record_privacy_incident', {
    summary: 'A laptop was lost',
    discovered_at: '2026-11-25T22:00:00Z',
  });
  if (incident.error) throw new Error(`no incident: ${incident.error.message}`);
  targets.privacy_incidents = {
    id: incident.data,
    insert: () => ({ summary: 'Another', discovered_at: '2026-11-26T22:00:00Z' }),
    update: { notes: 'Changed' },
  };
  // Staff erase an address (its hash joins the suppression list) and export another.
  const erased = await clients.staff.functions.invoke('erase-personal-data', {
    body: { email: uniqueEmail() },
  });
  if (erased.error) throw new Error(`no erasure: ${erased.error.message}`);
  const suppressed = await service.from('suppressed_addresses').select('id').limit(1).single();
  if (suppressed.error) throw new Error(`no suppression: ${suppressed.error.message}`);
  targets.suppressed_addresses = {
    id: suppressed.data.id,
    insert: () => ({ address_hash: `\\x${'09'.repeat(32)}` }),
    update: { suppressed_at: new Date().toISOString() },
  };
  // A visitor's newsletter sign-up, awaiting its owner's confirmation.
  const subscriber = uniqueEmail();
  const subscribed = await clients.anon.rpc('subscribe_newsletter', {
    first_name: 'Nadia',
    last_name: 'Saleh',
    email: subscriber,
    marketing_consent: true,
    notice_version: '1',
  });
  if (subscribed.error) throw new Error(`no sign-up: ${subscribed.error.message}`);
  const signup = await service
    .from('newsletter_signups')
    .select('id')
    .eq('email', subscriber)
    .single();
  if (signup.error) throw new Error(signup.error.message);
  targets.newsletter_signups = {
    id: signup.data.id,
    insert: () => ({
      email: uniqueEmail(),
      address_hash: `\\x${'06'.repeat(32)}`,
      first_name: 'Nadia',
    }),
    update: { confirmed_at: new Date().toISOString() },
  };
  const exported = await clients.staff.functions.invoke<{ exportId: string }>(
    'export-personal-data',
    { body: { email: uniqueEmail() } },
  );
  if (exported.error || !exported.data) throw new Error(`no export: ${String(exported.error)}`);
  targets.personal_data_exports = {
    id: exported.data.exportId,
    insert: () => ({ email: uniqueEmail(), object_name: `${randomUUID()}.zip` }),
    update: { object_name: `${randomUUID()}.zip` },
  };
  // A follow-up to the guest who came (the check-in above), sent by staff after the event.
  const followUpRow = () => ({
    event_slug: `leap-dinner-${randomUUID().slice(0, 6)}`,
    audience: 'came',
    subject: 'Thank you',
    body: 'It was a pleasure.',
    recipient_count: 1,
  });
  const followUp = await clients.staff.rpc('send_event_follow_up', {
    event_slug: 'leap-dinner',
    audience: 'came',
    subject: 'Thank you',
    body: 'It was a pleasure.',
  });
  if (followUp.error) throw new Error(`no follow-up: ${followUp.error.message}`);
  const sent = await service.from('event_follow_ups').select('id').single();
  if (sent.error) throw new Error(sent.error.message);
  const recipient = await service.from('event_follow_up_recipients').select('id').limit(1).single();
  if (recipient.error) throw new Error(recipient.error.message);
  // The backend synced the content events at start.
  const event = await service.from('events').select('id').eq('slug', 'leap-dinner').single();
  if (event.error) throw new Error(event.error.message);
  targets.events = {
    id: event.data.id,
    insert: () => ({
      slug: `matrix-dinner-${randomUUID().slice(0, 6)}`,
      title_en: 'A Matrix Dinner',
      starts_at: '2030-01-01T18:00:00Z',
      ends_at: '2030-01-01T22:00:00Z',
      venue_en: 'Venue in Riyadh',
      area_en: 'Riyadh',
    }),
    update: { title_en: 'Changed' },
  };
  targets.event_follow_ups = {
    id: sent.data.id,
    insert: followUpRow,
    update: { subject: 'Changed' },
  };
  targets.event_follow_up_recipients = {
    id: recipient.data.id,
    insert: () => ({ follow_up_id: sent.data.id, invitation_id: arrivingId }),
    update: { invitation_id: arrivingId },
  };
  // A month's retention run, as the job runner's timer queues it (in the past: it erases nothing).
  const run = await service.rpc('schedule_retention', { as_of: '2026-01-15T00:00:00Z' });
  if (run.error) throw new Error(`no retention run: ${run.error.message}`);
  // A campaign staff wrote, and the test send it mailed to the staff member (two recipients).
  const campaignRow = () => ({ sender_name: 'فريق المجلس', subject_en: 'March dinner 🎉' });
  const campaign = await clients.staff
    .from('campaigns')
    .insert(campaignRow())
    .select('id')
    .single();
  if (campaign.error) throw new Error(`no campaign: ${campaign.error.message}`);
  const tested = await clients.staff.rpc('send_campaign_test', { campaign_id: campaign.data.id });
  if (tested.error) throw new Error(`no test send: ${tested.error.message}`);
  const testRecipient = await service
    .from('campaign_recipients')
    .select('id')
    .eq('campaign_id', campaign.data.id)
    .limit(1)
    .single();
  if (testRecipient.error) throw new Error(testRecipient.error.message);
  targets.campaigns = {
    id: campaign.data.id,
    insert: campaignRow,
    update: { subject_ar: 'عشاء مارس' },
  };
  targets.campaign_recipients = {
    id: testRecipient.data.id,
    insert: () => ({
      campaign_id: campaign.data.id,
      email: uniqueEmail(),
      locale: 'ar',
      test: true,
    }),
    update: { reason: 'Changed' },
  };
  // Campaigns the RPC matrix acts on: a draft ready to go, and one staff scheduled.
  const readyCampaign = async () => {
    const ready = await clients.staff
      .from('campaigns')
      .insert({
        ...campaignRow(),
        subject_ar: 'عشاء مارس',
        body_en: 'A seat is open.',
        body_ar: 'مقعد متاح.',
      })
      .select('id')
      .single();
    if (ready.error) throw new Error(`no campaign: ${ready.error.message}`);
    return ready.data.id as string;
  };
  const draftId = await readyCampaign();
  const scheduledId = await readyCampaign();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const scheduled = await clients.staff.rpc('schedule_campaign', {
    campaign_id: scheduledId,
    at: tomorrow,
  });
  if (scheduled.error) throw new Error(`not scheduled: ${scheduled.error.message}`);
  Object.assign(rpcArgs, {
    cancel_campaign: { campaign_id: draftId },
    schedule_campaign: { campaign_id: draftId, at: tomorrow },
    unschedule_campaign: { campaign_id: scheduledId },
    campaign_results: { campaign_id: campaign.data.id },
    campaign_recipient_rows: { campaign_id: campaign.data.id },
    campaign_request_prefill: { token: 'f'.repeat(64) },
  } satisfies Record<RpcName, Record<string, unknown>>);
  targets.retention_runs = {
    id: run.data as string,
    insert: () => ({ month: '2026-02-01' }),
    update: { scheduled_at: new Date().toISOString() },
  };
  // Written by the server's backup schedule when it starts.
  targets.backup_status = {
    id: 'true',
    insert: () => ({ interval_seconds: 60 }),
    update: { newest_at: new Date().toISOString() },
  };
  targets.mail_outbox = {
    id: mailId,
    insert: () => ({ to_address: 'b@example.com', subject: 'Hi', text_body: 'Hi', tag: 'test' }),
    update: { sent_at: new Date().toISOString() },
  };
});

afterAll(async () => {
  await backend?.stop();
});

interface Observation {
  outcome: Outcome | string;
  status: number;
}

async function attempt(role: RoleName, relation: Relation, verb: Verb) {
  const table = clients[role].from(relation);
  const target = targets[relation];
  switch (verb) {
    case 'select': {
      const result = await table.select('id').eq('id', target.id);
      return { ...result, touched: result.data?.length ?? 0 };
    }
    case 'insert': {
      const result = await table.insert(target.insert(), { count: 'exact' }).rollback();
      return { ...result, touched: result.count ?? 0 };
    }
    case 'update': {
      const result = await table
        .update(target.update, { count: 'exact' })
        .eq('id', target.id)
        .rollback();
      return { ...result, touched: result.count ?? 0 };
    }
    case 'delete': {
      const result = await table.delete({ count: 'exact' }).eq('id', target.id).rollback();
      return { ...result, touched: result.count ?? 0 };
    }
  }
}

async function observe(role: RoleName, relation: Relation, verb: Verb): Promise<Observation> {
  const { error, status, touched } = await attempt(role, relation, verb);
  if (error) {
    if (error.code === '42501') return { outcome: 'denied', status };
    if (error.code === '55000') return { outcome: 'not-writable', status };
    return { outcome: `error ${error.code}: ${error.message}`, status };
  }
  return { outcome: touched > 0 ? 'allowed' : 'sees-nothing', status };
}

describe('row-level security through supabase-js (/rest/v1)', () => {
  it.each(restCases)(
    '$role $verb on $relation: $outcome',
    async ({ relation, role, verb, outcome }) => {
      const observed = await observe(role, relation, verb);
      expect(observed.outcome).toBe(outcome);
      if (outcome === 'denied') expect(observed.status).toBe(role === 'anon' ? 401 : 403);
    },
  );

  it.each(rpcExpectationCases())('$role calls $rpc: $outcome', async ({ rpc, role, outcome }) => {
    const { error, status } = await clients[role].rpc(rpc, rpcArgs[rpc]).rollback();
    const observed = error
      ? error.code === '42501'
        ? 'denied'
        : `error ${error.code}`
      : 'allowed';
    expect(observed).toBe(outcome);
    if (outcome === 'denied') expect(status).toBe(role === 'anon' ? 401 : 403);
  });

  it('answers an announcement token that names nobody with null, for a visitor too', async () => {
    const { data, error } = await clients.anon.rpc('campaign_request_prefill', {
      token: 'f'.repeat(64),
    });
    expect({ data, error }).toEqual({ data: null, error: null });
  });

  it('left every fixture as it was (all writes were rolled back)', async () => {
    const service = clients.service_role;
    const { data } = await service
      .from('contacts')
      .select('heat_rating')
      .eq('id', targets.contacts.id)
      .single();
    expect(data).toEqual({ heat_rating: 0 });
    const company = await service
      .from('companies')
      .select('stage')
      .eq('id', targets.companies.id)
      .single();
    expect(company.data).toEqual({ stage: 'mql_lead' });
    const inserted = await service
      .from('companies')
      .select('*', { count: 'exact', head: true })
      .eq('company', 'New Co');
    expect(inserted.count).toBe(0);
    // The campaign RPCs' calls were rolled back too: the draft and the scheduled one stand.
    const campaigns = await service
      .from('campaigns')
      .select('id, status')
      .in('id', [
        rpcArgs.cancel_campaign['campaign_id'],
        rpcArgs.unschedule_campaign['campaign_id'],
      ])
      .order('status');
    expect(campaigns.data?.map((row) => row.status)).toEqual(['draft', 'scheduled']);
  });
});

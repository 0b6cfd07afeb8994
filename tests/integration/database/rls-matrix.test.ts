import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDatabase,
  type Claims,
  type Database,
  type Tx,
} from '../../../supabase/local/db/index.ts';
import { createUser, insertRow, uniqueEmail } from './support/fixtures.ts';
import { createThrowawayDatabase } from './support/local-postgres.ts';
import { openTempDatabase } from './support/temp-database.ts';
import {
  expectationCases,
  RLS_EXPECTATIONS,
  rpcExpectationCases,
  type Outcome,
  type Relation,
  type RoleName,
  type RpcName,
  type Verb,
} from './rls-expectations.ts';

// Each case runs in its own transaction under the role's claims and is always rolled back,
// so one case never changes what the next one sees.
class Rollback extends Error {}

interface Target {
  /** The id of an existing row the role does not own. */
  id: string;
  /** A valid new row for insert. */
  insert: () => Record<string, unknown>;
  /** A column change for update. */
  update: Record<string, unknown>;
}

interface Fixtures {
  claimsFor: Record<RoleName, Claims>;
  targets: Record<Relation, Target>;
  /** The named arguments each RPC of the RPC matrix is called with. */
  rpcArgs: Record<RpcName, Record<string, unknown>>;
}

/** One row of every relation, and users for every role, created as the superuser. */
async function prepareFixtures(db: Database): Promise<Fixtures> {
  const claimsFor = {} as Record<RoleName, Claims>;
  const targets = {} as Record<Relation, Target>;
  const staff = await createUser(db, { staff: true, firstName: 'Staff' });
  const member = await createUser(db, { firstName: 'Member' });
  const other = await createUser(db, { firstName: 'Other' });
  const orphan = await createUser(db);
  // A user whose profile is missing, so the service role has a valid profile to insert.
  await db.query('delete from public.profiles where id = $1', [orphan.id]);
  claimsFor.anon = { role: 'anon' };
  claimsFor.member = member.claims;
  claimsFor.staff = staff.claims;
  claimsFor.service_role = { role: 'service_role' };

  const membershipId = await insertRow(db, 'public.membership_requests', {
    first_name: 'Ada',
    email: uniqueEmail(),
  });
  const dinnerId = await insertRow(db, 'public.event_requests', {
    name: 'Dina Diner',
    email: uniqueEmail(),
    event_type: 'dinner',
  });
  const forumId = await insertRow(db, 'public.event_requests', {
    name: 'Faris Forum',
    email: uniqueEmail(),
    event_type: 'forum',
  });
  const messageId = await insertRow(db, 'public.contact_messages', {
    name: 'Maya',
    email: uniqueEmail(),
    message: 'Hello',
  });
  const companyId = await insertRow(db, 'public.companies', { company: 'Sample Co' });
  const contactId = await insertRow(db, 'public.contacts', {
    first_name: 'Omar',
    email: uniqueEmail(),
    company_id: companyId,
  });
  const checklistId = await insertRow(db, 'public.checklist_items', {
    contact_id: contactId,
    stage: 'mql_lead',
    item_text: 'Call',
  });
  const noteId = await insertRow(db, 'public.contact_notes', {
    contact_id: contactId,
    content: 'Met at LEAP',
  });
  const attachmentId = await insertRow(db, 'public.contact_attachments', {
    contact_id: contactId,
    filename: 'deck.pdf',
    file_path: `${contactId}/deck.pdf`,
  });
  await db.query(`update public.contacts set stage = 'evaluation' where id = $1`, [contactId]);
  const { rows: activity } = await db.query<{ id: string }>(
    'select id from public.activity limit 1',
  );
  const mailId = await insertRow(db, 'public.mail_outbox', {
    to_address: 'a@example.com',
    subject: 'Hi',
    text_body: 'Hi',
    tag: 'test',
  });
  // The membership request's insert queued its jobs.
  const { rows: jobs } = await db.query<{ id: string }>(
    'select id from public.after_insert_jobs where row_id = $1 limit 1',
    [membershipId],
  );
  // The contact message's insert recorded its consent, and the consent its audit entry.
  const { rows: consents } = await db.query<{ id: string }>(
    'select id from public.consents where source_id = $1',
    [messageId],
  );
  const { rows: audits } = await db.query<{ id: string }>(
    'select id from public.audit_log where subject_id = $1',
    [consents[0]!.id],
  );
  const invitationRow = () => ({
    event_slug: 'leap-dinner',
    email: uniqueEmail(),
    guest_name: 'Guest',
    starts_at: '2030-02-09T19:00:00+03:00',
  });
  const invitationId = await insertRow(db, 'public.invitations', invitationRow());
  const checkInId = await insertRow(db, 'public.check_ins', { invitation_id: invitationId });
  // A guest not yet checked in, for the insert cases (each rolled back).
  const arrivingId = await insertRow(db, 'public.invitations', invitationRow());
  const privacyRequestId = await insertRow(db, 'public.privacy_requests', {
    kind: 'access',
    email: uniqueEmail(),
  });
  const incidentId = await insertRow(db, 'public.privacy_incidents', {
    summary: 'A laptop was lost',
    discovered_at: '2026-11-25T22:00:00Z',
  });
  const suppressedId = await insertRow(db, 'public.suppressed_addresses', {
    address_hash: Buffer.alloc(32, 7),
  });
  const signupId = await insertRow(db, 'public.newsletter_signups', {
    email: uniqueEmail(),
    address_hash: Buffer.alloc(32, 5),
    first_name: 'Nadia',
  });
  const exportId = await insertRow(db, 'public.personal_data_exports', {
    email: uniqueEmail(),
    object_name: `${randomUUID()}.zip`,
  });
  const followUpRow = () => ({
    event_slug: `leap-dinner-${randomBytes(3).toString('hex')}`,
    audience: 'came',
    subject: 'Thank you',
    body: 'It was a pleasure.',
    recipient_count: 1,
  });
  const followUpId = await insertRow(db, 'public.event_follow_ups', followUpRow());
  const recipientId = await insertRow(db, 'public.event_follow_up_recipients', {
    follow_up_id: followUpId,
    invitation_id: invitationId,
  });
  const campaignRow = () => ({ sender_name: 'فريق المجلس', subject_en: 'March dinner 🎉' });
  const campaignId = await insertRow(db, 'public.campaigns', campaignRow());
  const campaignRecipientRow = () => ({
    campaign_id: campaignId,
    email: uniqueEmail(),
    locale: 'ar',
    test: true,
  });
  const campaignRecipientId = await insertRow(
    db,
    'public.campaign_recipients',
    campaignRecipientRow(),
  );
  // Campaigns the RPC matrix acts on (each call rolled back): a draft ready to go, a scheduled one.
  const readyCampaign = {
    ...campaignRow(),
    subject_ar: 'عشاء مارس',
    body_en: 'A seat is open.',
    body_ar: 'مقعد متاح.',
  };
  const draftId = await insertRow(db, 'public.campaigns', readyCampaign);
  const scheduledId = await insertRow(db, 'public.campaigns', {
    ...readyCampaign,
    status: 'scheduled',
    scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const rpcArgs: Record<RpcName, Record<string, unknown>> = {
    cancel_campaign: { campaign_id: draftId },
    schedule_campaign: {
      campaign_id: draftId,
      at: new Date(Date.now() + 86_400_000).toISOString(),
    },
    unschedule_campaign: { campaign_id: scheduledId },
    campaign_results: { campaign_id: campaignId },
    campaign_recipient_rows: { campaign_id: campaignId },
    campaign_request_prefill: { token: 'f'.repeat(64) },
  };
  const retentionRunId = await insertRow(db, 'public.retention_runs', { month: '2026-01-01' });
  const backupStatusId = await insertRow(db, 'public.backup_status', { interval_seconds: 86400 });
  const eventRow = () => ({
    slug: `matrix-dinner-${randomBytes(3).toString('hex')}`,
    title_en: 'A Matrix Dinner',
    starts_at: '2030-01-01T18:00:00Z',
    ends_at: '2030-01-01T22:00:00Z',
    venue_en: 'Venue in Riyadh',
    area_en: 'Riyadh',
  });
  const eventId = await insertRow(db, 'public.events', eventRow());
  const objectId = await insertRow(db, 'storage.objects', {
    bucket_id: 'contact_attachments',
    name: `${contactId}/deck.pdf`,
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
    id: activity[0]!.id,
    insert: () => ({ entity_type: 'contact', entity_id: contactId, action: 'stage_changed' }),
    update: { action: 'heat_changed' },
  };
  targets.mail_outbox = {
    id: mailId,
    insert: () => ({ to_address: 'b@example.com', subject: 'Hi', text_body: 'Hi', tag: 'test' }),
    update: { sent_at: new Date().toISOString() },
  };
  targets.after_insert_jobs = {
    id: jobs[0]!.id,
    insert: () => ({ kind: 'push-to-make', row_id: randomUUID() }),
    update: { last_error: 'Checked by hand' },
  };
  targets.consents = {
    id: consents[0]!.id,
    insert: () => ({
      email: uniqueEmail(),
      purpose: 'newsletter',
      status: 'given',
      method: 'staff',
    }),
    update: { status: 'withdrawn' },
  };
  targets.audit_log = {
    id: audits[0]!.id,
    insert: () => ({
      actor_role: 'authenticated',
      action: 'consent_given',
      subject_table: 'consents',
      subject_id: randomUUID(),
    }),
    update: { action: 'consent_withdrawn' },
  };
  targets.suppressed_addresses = {
    id: suppressedId,
    insert: () => ({ address_hash: Buffer.alloc(32, 9) }),
    update: { suppressed_at: new Date().toISOString() },
  };
  targets.newsletter_signups = {
    id: signupId,
    insert: () => ({
      email: uniqueEmail(),
      address_hash: Buffer.alloc(32, 6),
      first_name: 'Nadia',
    }),
    update: { confirmed_at: new Date().toISOString() },
  };
  targets.personal_data_exports = {
    id: exportId,
    insert: () => ({ email: uniqueEmail(), object_name: `${randomUUID()}.zip` }),
    update: { object_name: `${randomUUID()}.zip` },
  };
  targets.retention_runs = {
    id: retentionRunId,
    insert: () => ({ month: '2026-02-01' }),
    update: { scheduled_at: new Date().toISOString() },
  };
  targets.backup_status = {
    id: backupStatusId,
    insert: () => ({ interval_seconds: 60 }),
    update: { newest_at: new Date().toISOString() },
  };
  targets.invitations = {
    id: invitationId,
    insert: invitationRow,
    update: { status: 'removed' },
  };
  targets.check_ins = {
    id: checkInId,
    insert: () => ({ invitation_id: arrivingId }),
    update: { device: 'Door phone' },
  };
  targets.privacy_requests = {
    id: privacyRequestId,
    insert: () => ({ kind: 'erasure', email: uniqueEmail() }),
    update: { details: 'Changed' },
  };
  targets.privacy_incidents = {
    id: incidentId,
    insert: () => ({ summary: 'Another', discovered_at: '2026-11-26T22:00:00Z' }),
    update: { notes: 'Changed' },
  };
  targets.events = { id: eventId, insert: eventRow, update: { title_en: 'Changed' } };
  targets.event_follow_ups = {
    id: followUpId,
    insert: followUpRow,
    update: { subject: 'Changed' },
  };
  targets.event_follow_up_recipients = {
    id: recipientId,
    insert: () => ({ follow_up_id: followUpId, invitation_id: arrivingId }),
    update: { invitation_id: arrivingId },
  };
  targets.campaigns = { id: campaignId, insert: campaignRow, update: { subject_ar: 'عشاء مارس' } };
  targets.campaign_recipients = {
    id: campaignRecipientId,
    insert: campaignRecipientRow,
    update: { reason: 'Changed' },
  };
  targets['storage.objects'] = {
    id: objectId,
    insert: () => ({ bucket_id: 'contact_attachments', name: `${contactId}/${randomUUID()}.pdf` }),
    update: { metadata: JSON.stringify({ size: 1 }) },
  };
  return { claimsFor, targets, rpcArgs };
}

function qualified(relation: Relation): string {
  return relation.includes('.') ? relation : `public.${relation}`;
}

async function attempt(tx: Tx, target: Target, relation: Relation, verb: Verb): Promise<number> {
  const table = qualified(relation);
  switch (verb) {
    case 'select':
      return (await tx.query(`select id from ${table} where id = $1`, [target.id])).rows.length;
    case 'insert': {
      const values = target.insert();
      const columns = Object.keys(values);
      // No RETURNING: like supabase-js's default return=minimal, an insert needs no read access.
      const result = await tx.query(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(values),
      );
      return result.affectedRows ?? 0;
    }
    case 'update': {
      const [column, value] = Object.entries(target.update)[0]!;
      return (
        (await tx.query(`update ${table} set ${column} = $1 where id = $2`, [value, target.id]))
          .affectedRows ?? 0
      );
    }
    case 'delete':
      return (await tx.query(`delete from ${table} where id = $1`, [target.id])).affectedRows ?? 0;
  }
}

async function observe(
  db: Database,
  fixtures: Fixtures,
  relation: Relation,
  role: RoleName,
  verb: Verb,
): Promise<Outcome | string> {
  let touched = 0;
  try {
    await db.asClaims(fixtures.claimsFor[role], async (tx) => {
      touched = await attempt(tx, fixtures.targets[relation], relation, verb);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) {
      const { code, message } = error as { code?: string; message: string };
      if (code === '42501') return 'denied';
      if (code === '55000') return 'not-writable';
      return `error ${code}: ${message}`;
    }
  }
  return touched > 0 ? 'allowed' : 'sees-nothing';
}

/** Calls an RPC of the RPC matrix with its named arguments, in a transaction always rolled back. */
async function observeRpc(
  db: Database,
  fixtures: Fixtures,
  rpc: RpcName,
  role: RoleName,
): Promise<Outcome | string> {
  const args = Object.entries(fixtures.rpcArgs[rpc]);
  try {
    await db.asClaims(fixtures.claimsFor[role], async (tx) => {
      await tx.query(
        `select public.${rpc}(${args.map(([name], i) => `${name} => $${i + 1}`).join(', ')})`,
        args.map(([, value]) => value),
      );
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) {
      const { code, message } = error as { code?: string; message: string };
      return code === '42501' ? 'denied' : `error ${code}: ${message}`;
    }
  }
  return 'allowed';
}

function defineMatrix(open: () => Promise<{ db: Database; dispose(): Promise<void> }>): void {
  let opened: { db: Database; dispose(): Promise<void> };
  let db: Database;
  let fixtures: Fixtures;

  beforeAll(async () => {
    opened = await open();
    db = opened.db;
    fixtures = await prepareFixtures(db);
  });
  afterAll(async () => opened?.dispose());

  it('has a row for every table and view the API exposes, so a new one is decided here', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select c.relname as name from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'p')
        order by 1`,
    );
    const listed = new Set<string>(Object.keys(RLS_EXPECTATIONS));
    expect(rows.map((row) => row.name).filter((name) => !listed.has(name))).toEqual([]);
  });

  it.each(expectationCases())(
    '$role $verb on $relation: $outcome',
    async ({ relation, role, verb, outcome }) => {
      expect(await observe(db, fixtures, relation, role, verb)).toBe(outcome);
    },
  );

  it.each(rpcExpectationCases())('$role calls $rpc: $outcome', async ({ rpc, role, outcome }) => {
    expect(await observeRpc(db, fixtures, rpc, role)).toBe(outcome);
  });

  it('lets a member read and rename their own profile, but not make themselves staff', async () => {
    const member = fixtures.claimsFor.member;
    const own = await db.asClaims(member, (tx) => tx.query('select id, role from public.profiles'));
    expect(own.rows).toEqual([{ id: member.sub, role: 'member' }]);

    const renamed = await db.asClaims(member, (tx) =>
      tx.query(`update public.profiles set first_name = 'Renamed' where id = $1`, [member.sub]),
    );
    expect(renamed.affectedRows).toBe(1);

    await expect(
      db.asClaims(member, (tx) =>
        tx.query(`update public.profiles set role = 'staff' where id = $1`, [member.sub]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  // The staff app's language (…_staff_language.sql): written only through set_staff_language, by
  // a staff member, on their own profile; no role writes the columns directly.
  it.each([
    ['anon', 'denied'],
    ['member', 'denied'],
    ['staff', 'allowed'],
    ['service_role', 'denied'],
  ] as const)('%s choosing the staff language: %s', async (role, outcome) => {
    const claims = fixtures.claimsFor[role];
    const choose = db.asClaims(claims, async (tx) => {
      const chosen = await tx.query<{ staff_language: string; staff_digits: string }>(
        `select * from public.set_staff_language('ar', 'arab')`,
      );
      throw Object.assign(new Rollback(), { chosen: chosen.rows });
    });
    const error = (await choose.catch((e: unknown) => e)) as { code?: string; chosen?: unknown };
    if (outcome === 'denied') {
      expect(error.code).toBe('42501');
      return;
    }
    expect(error.chosen).toEqual([{ staff_language: 'ar', staff_digits: 'arab' }]);
  });

  it.each(['member', 'staff'] as const)(
    'keeps %s from writing the staff language columns directly, even on their own profile',
    async (role) => {
      const claims = fixtures.claimsFor[role];
      for (const set of [`staff_language = 'ar'`, `staff_digits = 'arab'`]) {
        await expect(
          db.asClaims(claims, (tx) =>
            tx.query(`update public.profiles set ${set} where id = $1`, [claims.sub]),
          ),
        ).rejects.toMatchObject({ code: '42501' });
      }
    },
  );

  it('stores a staff member’s choice on their own profile only, keeping the digits when none given', async () => {
    const staff = fixtures.claimsFor.staff;
    const before = await db.query<{ id: string; staff_language: string | null }>(
      `select id, staff_language from public.profiles where id <> $1 and role = 'staff'`,
      [staff.sub],
    );
    await db
      .asClaims(staff, async (tx) => {
        await tx.query(`select public.set_staff_language('ar', 'arab')`);
        const kept = await tx.query(`select * from public.set_staff_language('en')`);
        expect(kept.rows).toEqual([{ staff_language: 'en', staff_digits: 'arab' }]);
        const others = await tx.query<{ id: string; staff_language: string | null }>(
          `select id, staff_language from public.profiles where id <> $1 and role = 'staff'`,
          [staff.sub],
        );
        expect(others.rows).toEqual(before.rows);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });

  it('keeps visitors from setting a status or the pipeline flag on what they submit', async () => {
    await expect(
      db.asClaims({ role: 'anon' }, (tx) =>
        tx.query(
          `insert into public.membership_requests (first_name, email, request_status) values ('Eve', $1, 'approved')`,
          [uniqueEmail()],
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      db.asClaims({ role: 'anon' }, (tx) =>
        tx.query(
          `insert into public.contact_messages (name, email, message, moved_to_pipeline) values ('Eve', $1, 'Hi', true)`,
          [uniqueEmail()],
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });
}

describe('row-level security at the SQL level (asClaims) on PGlite', () => {
  defineMatrix(() => openTempDatabase('rls'));
});

// The same matrix on a real PostgreSQL server, when one is reachable.
const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[rls-matrix] PostgreSQL run skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)(
  'row-level security at the SQL level (asClaims) on PostgreSQL',
  () => {
    defineMatrix(async () => {
      if ('reason' in server) throw new Error(server.reason);
      const db = await openDatabase({ databaseUrl: server.url });
      return {
        db,
        dispose: async () => {
          await db.close();
          await server.dispose();
        },
      };
    });
  },
);

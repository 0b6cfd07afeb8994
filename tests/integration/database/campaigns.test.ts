// Campaigns in SQL (supabase/migrations/20251204700000_campaigns.sql; issue 43): the audience comes
// from consent, never around it; queueing writes recipients and their jobs once; the claim sends
// each recipient at most once and skips one whose consent went; only staff may do any of it.
// On PGlite, and on PostgreSQL 15 when one is reachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Claims, type Database } from '../../../supabase/local/db/index.ts';
import { createUser, insertRow, uniqueEmail } from './support/fixtures.ts';
import { createThrowawayDatabase } from './support/local-postgres.ts';
import { openTempDatabase, sqlStateOf } from './support/temp-database.ts';

const anon: Claims = { role: 'anon' };
const service: Claims = { role: 'service_role' };

interface Audience {
  count: number;
  sample: { contact_id: string; email: string; name: string; language: string }[];
}

function defineCampaigns(open: () => Promise<{ db: Database; dispose(): Promise<void> }>) {
  let db: Database;
  let dispose: () => Promise<void>;
  let staff: Claims;
  let member: Claims;
  const label = `c${Date.now().toString(36)}`;
  const people = {
    english: uniqueEmail(`${label}-noura+news`),
    arabic: uniqueEmail(`${label}-faisal`),
    noConsent: uniqueEmail(`${label}-none`),
    withdrawn: uniqueEmail(`${label}-withdrawn`),
    suppressed: uniqueEmail(`${label}-suppressed`),
    erased: uniqueEmail(`${label}-erased`),
  };
  const ids: Record<string, string> = {};

  async function consent(email: string, contactId: string, status: 'given' | 'withdrawn') {
    await db.query(
      `insert into public.consents (email, contact_id, purpose, status, method, recorded_at)
       values (lower($1), $2, 'newsletter', $3, 'import', now() + ($4 || ' milliseconds')::interval)`,
      [email, contactId, status, status === 'withdrawn' ? 5 : 0],
    );
  }

  async function audience(claims: Claims, rule: object): Promise<Audience> {
    const { rows } = await db.asClaims(claims, (tx) =>
      tx.query<{ a: Audience }>(`select public.campaign_audience($1::jsonb) as a`, [
        JSON.stringify(rule),
      ]),
    );
    return rows[0]!.a;
  }

  async function newCampaign(rule: object = { stages: ['mql_lead'] }): Promise<string> {
    const { rows } = await db.asClaims(staff, (tx) =>
      tx.query<{ id: string }>(
        `insert into public.campaigns (sender_name, subject_en, subject_ar, body_en, body_ar, audience)
         values ('فريق المجلس', 'A seat is open 🎉', 'مقعد متاح 🎉', 'Request it **here**.',
                 'اطلبه **هنا**.', $1::jsonb) returning id`,
        [JSON.stringify({ ...rule, signed_up_after: '2020-01-01' })],
      ),
    );
    return rows[0]!.id;
  }

  const call = (claims: Claims, fn: string, id: string) =>
    db.asClaims(claims, (tx) => tx.query<{ r: unknown }>(`select public.${fn}($1) as r`, [id]));

  const recipientsOf = async (campaignId: string) =>
    (
      await db.query<{ id: string; email: string; locale: string; outcome: string; test: boolean }>(
        `select id, email, locale, outcome, test from public.campaign_recipients
          where campaign_id = $1 order by email`,
        [campaignId],
      )
    ).rows;

  const jobsOf = async (campaignId: string) =>
    (
      await db.query<{ status: string; row_id: string }>(
        `select j.status, j.row_id from public.after_insert_jobs j
          join public.campaign_recipients r on r.id = j.row_id
         where j.kind = 'send-campaign-mail' and r.campaign_id = $1`,
        [campaignId],
      )
    ).rows;

  const claim = async (recipientId: string) =>
    (
      await db.asClaims(service, (tx) =>
        tx.query<{ r: Record<string, unknown> }>(
          'select public.claim_campaign_recipient($1) as r',
          [recipientId],
        ),
      )
    ).rows[0]!.r;

  beforeAll(async () => {
    ({ db, dispose } = await open());
    staff = (await createUser(db, { staff: true, firstName: 'Sara' })).claims;
    member = (await createUser(db)).claims;
    for (const [who, email] of Object.entries(people)) {
      ids[who] = await insertRow(db, 'public.contacts', {
        first_name: who === 'arabic' ? 'فيصل' : 'Noura',
        last_name: 'Al-Qahtani',
        email,
        source: 'newsletter',
        stage: 'mql_lead',
        locale: who === 'arabic' ? 'ar' : 'en',
      });
      if (who !== 'noConsent') await consent(email, ids[who], 'given');
    }
    await consent(people.withdrawn, ids['withdrawn']!, 'withdrawn');
    await db.query(
      'insert into public.suppressed_addresses (address_hash) values (private.address_hash($1))',
      [people.suppressed],
    );
    await db.asClaims(staff, (tx) =>
      tx.query('select public.erase_personal_data($1, null, true)', [people.erased]),
    );
  });
  afterAll(async () => dispose?.());

  const mine = (found: Audience) =>
    found.sample.filter((row) => row.email.startsWith(label)).map((row) => row.email);

  it('reaches only consenting, unsuppressed, unerased contacts, each in their language', async () => {
    const found = await audience(staff, { stages: ['mql_lead'] });
    expect(mine(found).sort()).toEqual([people.english, people.arabic].sort());
    const arabic = found.sample.find((row) => row.email === people.arabic);
    expect(arabic).toMatchObject({ language: 'ar', name: 'فيصل Al-Qahtani' });
    expect(found.sample.find((row) => row.email === people.english)?.language).toBe('en');
    const onlyArabic = await audience(staff, { stages: ['mql_lead'], languages: ['ar'] });
    expect(mine(onlyArabic)).toEqual([people.arabic]);
    const members = await audience(staff, { member: true, stages: ['mql_lead'] });
    expect(mine(members)).toEqual([]);
  });

  it.each([
    [{ stages: [] }, 'stages must be a list of at least one value'],
    [{ stages: ['won'] }, 'stages has an unknown value "won"'],
    [{ colour: 'green' }, 'Unknown audience rule key colour'],
    [{ signed_up_after: '2026-02-30' }, 'signed_up_after must be a date (YYYY-MM-DD)'],
    [{ attended: 'Leap Dinner' }, 'attended must be an event slug'],
    [{ member: 'yes' }, 'member must be true or false'],
    [[], 'The audience rule must be a JSON object'],
  ])('refuses the rule %j: %s', async (rule, message) => {
    await expect(audience(staff, rule)).rejects.toThrow(message);
    const stored = db.asClaims(staff, (tx) =>
      tx.query(`insert into public.campaigns (sender_name, audience) values ('x', $1::jsonb)`, [
        JSON.stringify(rule),
      ]),
    );
    expect(await sqlStateOf(stored)).toBe('23514');
  });

  it('lets only staff ask for an audience or queue, pause, resume and test a campaign', async () => {
    const id = await newCampaign();
    for (const claims of [anon, member, service]) {
      expect(await sqlStateOf(audience(claims, {}))).toBe('42501');
      for (const fn of [
        'queue_campaign',
        'pause_campaign',
        'resume_campaign',
        'send_campaign_test',
      ])
        expect(await sqlStateOf(call(claims, fn, id)), `${fn} as ${claims.role}`).toBe('42501');
    }
    expect(await sqlStateOf(call(staff, 'claim_campaign_recipient', id))).toBe('42501');
  });

  it('queues each consenting contact once with one job each, however often it is called', async () => {
    const id = await newCampaign();
    expect((await call(staff, 'queue_campaign', id)).rows[0]!.r).toBe(2);
    expect((await call(staff, 'queue_campaign', id)).rows[0]!.r).toBe(0);
    const recipients = await recipientsOf(id);
    expect(recipients.map((r) => [r.email, r.locale, r.outcome])).toEqual(
      [
        [people.arabic, 'ar', 'queued'],
        [people.english, 'en', 'queued'],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
    expect((await jobsOf(id)).map((j) => j.status)).toEqual(['pending', 'pending']);
    const { rows } = await db.query<{ status: string }>(
      'select status from public.campaigns where id = $1',
      [id],
    );
    expect(rows[0]!.status).toBe('sending');
  });

  it('staff change a campaign only as a draft, and its status only through the RPCs', async () => {
    const id = await newCampaign();
    const setStatus = db.asClaims(staff, (tx) =>
      tx.query(`update public.campaigns set status = 'sent' where id = $1`, [id]),
    );
    expect(await sqlStateOf(setStatus)).toBe('42501');
    await call(staff, 'queue_campaign', id);
    const edit = db.asClaims(staff, (tx) =>
      tx.query(`update public.campaigns set body_en = 'Changed' where id = $1`, [id]),
    );
    await expect(edit).rejects.toThrow('A sending campaign can no longer be changed');
    const remove = db.asClaims(staff, (tx) =>
      tx.query(`delete from public.campaigns where id = $1`, [id]),
    );
    await expect(remove).rejects.toThrow(
      'A sending campaign is kept as the record of what was sent',
    );
    const draft = await newCampaign();
    await db.asClaims(staff, (tx) =>
      tx.query(`update public.campaigns set body_en = 'Changed 🎉' where id = $1`, [draft]),
    );
    const removed = await db.asClaims(staff, (tx) =>
      tx.query(`delete from public.campaigns where id = $1`, [draft]),
    );
    expect(removed.affectedRows).toBe(1);
  });

  it("a draft with a time ahead is scheduled by queueing; pausing cancels a sending one's jobs, resuming brings them back", async () => {
    const later = await newCampaign();
    await db.query(
      `update public.campaigns set scheduled_at = now() + interval '2 days' where id = $1`,
      [later],
    );
    expect((await call(staff, 'queue_campaign', later)).rows[0]!.r).toBe(0);
    const due = await db.query<{ later: boolean; status: string }>(
      `select j.next_attempt_at > now() + interval '1 day' as later, c.status
         from public.after_insert_jobs j join public.campaigns c on c.id = j.row_id
        where j.kind = 'queue-campaign' and c.id = $1`,
      [later],
    );
    expect(due.rows).toEqual([{ later: true, status: 'scheduled' }]);
    expect(await recipientsOf(later)).toEqual([]);
    expect(await sqlStateOf(call(staff, 'pause_campaign', later))).toBe('22023');

    const id = await newCampaign();
    await call(staff, 'queue_campaign', id);
    await call(staff, 'pause_campaign', id);
    expect((await jobsOf(id)).map((j) => j.status)).toEqual(['cancelled', 'cancelled']);
    const [first] = await recipientsOf(id);
    expect(await claim(first!.id)).toEqual({ action: 'wait', reason: 'paused' });
    expect(await sqlStateOf(call(staff, 'pause_campaign', id))).toBe('22023');
    await call(staff, 'resume_campaign', id);
    expect((await jobsOf(id)).map((j) => j.status)).toEqual(['pending', 'pending']);
  });

  it('the claim and its record mark a recipient sent once, and skip one whose consent went', async () => {
    const id = await newCampaign();
    await call(staff, 'queue_campaign', id);
    const recipients = await recipientsOf(id);
    const arabic = recipients.find((r) => r.email === people.arabic)!;
    const english = recipients.find((r) => r.email === people.english)!;
    const sent = await claim(arabic.id);
    expect(sent).toMatchObject({
      action: 'send',
      email: people.arabic,
      locale: 'ar',
      subject: 'مقعد متاح 🎉',
      body: 'اطلبه **هنا**.',
      sender_name: 'فريق المجلس',
      first_name: 'فيصل',
    });
    // Claimed, it stays queued until the job has written the mail and records it.
    expect((await recipientsOf(id)).find((r) => r.id === arabic.id)!.outcome).toBe('queued');
    await db.asClaims(service, (tx) =>
      tx.query('select public.record_campaign_mail_sent($1)', [arabic.id]),
    );
    expect(await claim(arabic.id)).toEqual({ action: 'done', reason: 'sent' });
    await consent(people.english, ids['english']!, 'withdrawn');
    expect(await claim(english.id)).toEqual({ action: 'skip', reason: 'consent withdrawn' });
    expect((await recipientsOf(id)).map((r) => r.outcome).sort()).toEqual([
      'sent',
      'skipped_unsubscribed',
    ]);
    const { rows } = await db.query<{ status: string }>(
      'select status from public.campaigns where id = $1',
      [id],
    );
    expect(rows[0]!.status).toBe('sent');
  });

  it('a failed send goes back to queued for its retry, or to failed for good', async () => {
    const id = await newCampaign({ languages: ['ar'] });
    await call(staff, 'queue_campaign', id);
    const [arabic] = await recipientsOf(id);
    await claim(arabic!.id);
    const release = (permanent: boolean) =>
      db.asClaims(service, (tx) =>
        tx.query('select public.release_campaign_recipient($1, $2, $3)', [
          arabic!.id,
          'SMTP 451',
          permanent,
        ]),
      );
    await release(false);
    expect((await recipientsOf(id))[0]!.outcome).toBe('queued');
    expect((await claim(arabic!.id))['action']).toBe('send');
    await release(true);
    expect((await recipientsOf(id))[0]!.outcome).toBe('failed');
    // The runner records the job failed; staff's list of failed jobs names the recipient.
    await db.query(
      `update public.after_insert_jobs set status = 'failed', last_error = 'SMTP 550'
        where kind = 'send-campaign-mail' and row_id = $1`,
      [arabic!.id],
    );
    const { rows } = await db.asClaims(staff, (tx) =>
      tx.query<{ email: string; name: string }>(
        `select email, name from public.failed_jobs() where row_id = $1`,
        [arabic!.id],
      ),
    );
    expect(rows).toEqual([{ email: people.arabic, name: 'فيصل Al-Qahtani' }]);
    // Staff retry it: the recipient is queued again, and the claim sends.
    const job = await db.query<{ id: string }>(
      `select id from public.after_insert_jobs where kind = 'send-campaign-mail' and row_id = $1`,
      [arabic!.id],
    );
    await db.asClaims(staff, (tx) => tx.query('select public.retry_job($1)', [job.rows[0]!.id]));
    expect((await recipientsOf(id))[0]!.outcome).toBe('queued');
    expect((await claim(arabic!.id))['action']).toBe('send');
  });

  it('a job that fails for good fails its recipient still queued, with its error', async () => {
    const id = await newCampaign({ languages: ['ar'] });
    await call(staff, 'queue_campaign', id);
    const [arabic] = await recipientsOf(id);
    await db.query(
      `update public.after_insert_jobs set status = 'failed', last_error = 'HTTP 502: no SMTP'
        where kind = 'send-campaign-mail' and row_id = $1`,
      [arabic!.id],
    );
    const { rows } = await db.query<{ outcome: string; reason: string; status: string }>(
      `select r.outcome, r.reason, c.status from public.campaign_recipients r
         join public.campaigns c on c.id = r.campaign_id where r.id = $1`,
      [arabic!.id],
    );
    expect(rows).toEqual([{ outcome: 'failed', reason: 'HTTP 502: no SMTP', status: 'sent' }]);
  });

  it('a test send mails the staff member in both languages and counts no recipient', async () => {
    const id = await newCampaign();
    expect((await call(staff, 'send_campaign_test', id)).rows[0]!.r).toBe(2);
    const recipients = await recipientsOf(id);
    expect(recipients.map((r) => [r.email, r.locale, r.test])).toEqual([
      [staff.email, 'en', true],
      [staff.email, 'ar', true],
    ]);
    expect(await claim(recipients[0]!.id)).toMatchObject({ action: 'send', first_name: 'Sara' });
    const { rows } = await db.query<{ status: string }>(
      'select status from public.campaigns where id = $1',
      [id],
    );
    expect(rows[0]!.status).toBe('draft');
  });

  it("the person's export lists what was sent to them; erasing them removes it and its jobs", async () => {
    const id = await newCampaign();
    await call(staff, 'queue_campaign', id);
    expect(await jobsOf(id)).toHaveLength(1);
    const exported = await db.asClaims(staff, (tx) =>
      tx.query<{ data: { tables: Record<string, Record<string, unknown>[]> } }>(
        'select public.personal_data_export($1) as data',
        [people.arabic],
      ),
    );
    const sent = exported.rows[0]!.data.tables['campaign_recipients']!;
    expect(sent.filter((row) => row['campaign_id'] === id)).toEqual([
      expect.objectContaining({ locale: 'ar', outcome: 'queued', subject: 'مقعد متاح 🎉' }),
    ]);
    await db.asClaims(staff, (tx) =>
      tx.query('select public.erase_personal_data($1, null, true)', [people.arabic]),
    );
    expect(await recipientsOf(id)).toEqual([]);
    expect(await jobsOf(id)).toEqual([]);
    const orphans = await db.query(
      `select 1 from public.after_insert_jobs j where j.kind = 'send-campaign-mail'
          and not exists (select 1 from public.campaign_recipients r where r.id = j.row_id)`,
    );
    expect(orphans.rows).toEqual([]);
  });
}

describe('campaigns on PGlite', () => {
  defineCampaigns(() => openTempDatabase('campaigns'));
});

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[campaigns] PostgreSQL run skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('campaigns on PostgreSQL', () => {
  defineCampaigns(async () => {
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
});

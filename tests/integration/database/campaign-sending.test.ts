// Campaigns, the sending side, in SQL (supabase/migrations/20251205200000_campaign_sending.sql;
// issue 43): cancelling stops the recipients still queued and keeps those sent; a schedule is one
// queue job that fixes the audience at its time; an announcement's link carries a token per
// recipient that prefills the event's form and marks the request as the campaign's; the results
// count every outcome and the requests; only staff manage any of it. A claimed mail is written to
// the outbox under its key before its recipient is sent (…_campaign_mail_exactly_once.sql), so the
// retry of a job killed between the two writes nothing again.
// On PGlite, and on PostgreSQL 15 when one is reachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Claims, type Database } from '../../../supabase/local/db/index.ts';
import { insertOutboxMessage } from '../../../supabase/local/mail/outbox.ts';
import { CAMPAIGN_OUTCOMES } from '../../../supabase/functions/_shared/domain/campaigns.ts';
import { createUser, insertRow, uniqueEmail } from './support/fixtures.ts';
import { createThrowawayDatabase } from './support/local-postgres.ts';
import { openTempDatabase, sqlStateOf } from './support/temp-database.ts';

const anon: Claims = { role: 'anon' };
const service: Claims = { role: 'service_role' };

interface Results {
  status: string;
  outcomes: Record<string, number>;
  failures: { reason: string; count: number }[];
  unsubscribed: number;
  requests: number;
  test_sends: number;
}

function defineCampaignSending(open: () => Promise<{ db: Database; dispose(): Promise<void> }>) {
  let db: Database;
  let dispose: () => Promise<void>;
  let staff: Claims;
  let member: Claims;
  // Each test's contacts are its own slice of the audience: an industry of their own.
  const label = `s${Date.now().toString(36)}`;
  const ahead = `${label}-dinner`;
  const past = `${label}-forum`;

  async function person(email: string, locale: 'en' | 'ar', industry: string): Promise<string> {
    const id = await insertRow(db, 'public.contacts', {
      first_name: locale === 'ar' ? 'فيصل' : 'Noura',
      last_name: 'Al-Qahtani',
      email,
      company: 'Palm & Co',
      source: 'newsletter',
      stage: 'mql_lead',
      industry,
      locale,
    });
    await db.query(
      `insert into public.consents (email, contact_id, purpose, status, method)
       values (lower($1), $2, 'newsletter', 'given', 'import')`,
      [email, id],
    );
    return id;
  }

  /** A campaign to two new consenting contacts (English and Arabic) of an industry of their own. */
  async function campaignToTwo(
    industry: string,
    extra: Record<string, unknown> = {},
  ): Promise<{ id: string; en: string; ar: string }> {
    const en = uniqueEmail(`${label}-en`);
    const ar = uniqueEmail(`${label}-ar`);
    await person(en, 'en', industry);
    await person(ar, 'ar', industry);
    const columns = Object.keys(extra);
    const { rows } = await db.asClaims(staff, (tx) =>
      tx.query<{ id: string }>(
        `insert into public.campaigns (sender_name, subject_en, subject_ar, body_en, body_ar, audience
                                       ${columns.map((c) => `, ${c}`).join('')})
         values ('Sara, Majlis', 'A seat is open', 'مقعد متاح', 'Request it.', 'اطلبه.', $1::jsonb
                 ${columns.map((_, i) => `, $${i + 2}`).join('')})
         returning id`,
        [JSON.stringify({ industries: [industry] }), ...Object.values(extra)],
      ),
    );
    return { id: rows[0]!.id, en: en.toLowerCase(), ar: ar.toLowerCase() };
  }

  const rpc = async <T>(claims: Claims, sql: string, params: unknown[]): Promise<T> =>
    (await db.asClaims(claims, (tx) => tx.query<{ r: T }>(`select ${sql} as r`, params))).rows[0]!
      .r;

  const recipients = async (campaignId: string) =>
    (
      await db.query<{ id: string; email: string; outcome: string }>(
        `select id, email, outcome from public.campaign_recipients
          where campaign_id = $1 and not test order by email`,
        [campaignId],
      )
    ).rows;

  const claim = (recipientId: string) =>
    rpc<Record<string, unknown>>(service, 'public.claim_campaign_recipient($1)', [recipientId]);

  /** What the job does after writing the mail. */
  const recordSent = (recipientId: string) =>
    rpc(service, 'public.record_campaign_mail_sent($1)', [recipientId]);

  const results = (campaignId: string) =>
    rpc<Results>(staff, 'public.campaign_results($1)', [campaignId]);

  beforeAll(async () => {
    ({ db, dispose } = await open());
    staff = (await createUser(db, { staff: true, firstName: 'Sara' })).claims;
    member = (await createUser(db)).claims;
    await db.query(
      `insert into public.events (slug, title_en, title_ar, starts_at, ends_at, venue_en, area_en)
       values ($1, 'The March dinner', 'عشاء مارس', now() + interval '30 days',
               now() + interval '30 days 4 hours', 'The Palm Hall', 'Riyadh'),
              ($2, 'The forum', null, now() - interval '1 day', now() - interval '20 hours',
               'The Palm Hall', 'Riyadh')`,
      [ahead, past],
    );
  });
  afterAll(async () => dispose?.());

  it('lets only staff cancel, schedule, unschedule and read results; only the job queues a schedule', async () => {
    const { id } = await campaignToTwo('finance');
    const calls: [string, unknown[]][] = [
      ['public.campaign_results($1)', [id]],
      ['(select count(*) from public.campaign_recipient_rows($1))', [id]],
      [`public.schedule_campaign($1, now() + interval '1 day')`, [id]],
      ['public.unschedule_campaign($1)', [id]],
      ['public.cancel_campaign($1)', [id]],
    ];
    for (const [sql, params] of calls) {
      expect(await sqlStateOf(rpc(anon, sql, params)), `anon ${sql}`).toBe('42501');
      expect(await sqlStateOf(rpc(member, sql, params)), `member ${sql}`).toBe('42501');
    }
    for (const [sql, params] of calls) await rpc(staff, sql, params);
    for (const claims of [anon, member, staff]) {
      expect(await sqlStateOf(rpc(claims, 'public.queue_scheduled_campaign($1)', [id]))).toBe(
        '42501',
      );
    }
    expect(await rpc(service, 'public.queue_scheduled_campaign($1)', [id])).toBe(0);
    // Anyone may trade a token for the form's prefill; an unknown one answers nothing.
    expect(await rpc(anon, 'public.campaign_request_prefill($1)', ['no-such-token'])).toBeNull();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const fn of ['cancel_campaign', 'unschedule_campaign', 'campaign_results']) {
      expect(await sqlStateOf(rpc(staff, `public.${fn}($1)`, [missing]))).toBe('PT404');
    }
  });

  it('cancelling stops the recipients still queued, keeps the sent, and refuses a sent campaign', async () => {
    const { id, en, ar } = await campaignToTwo('technology');
    expect(await rpc(staff, 'public.queue_campaign($1)', [id])).toBe(2);
    const [arabic, english] = await recipients(id);
    expect([arabic!.email, english!.email]).toEqual([ar, en]);
    expect(await claim(arabic!.id)).toMatchObject({ action: 'send', locale: 'ar' });

    // The claimed one is left to its job, whose mail may be out already.
    expect(await rpc(staff, 'public.cancel_campaign($1)', [id])).toBe(1);
    expect((await recipients(id)).map((r) => r.outcome)).toEqual(['queued', 'cancelled']);
    await recordSent(arabic!.id);
    expect((await recipients(id)).map((r) => r.outcome)).toEqual(['sent', 'cancelled']);
    const jobs = await db.query<{ status: string }>(
      `select j.status from public.after_insert_jobs j where j.kind = 'send-campaign-mail'
          and j.row_id = $1`,
      [english!.id],
    );
    expect(jobs.rows).toEqual([{ status: 'cancelled' }]);
    // A job that runs anyway sends nothing.
    expect(await claim(english!.id)).toEqual({ action: 'done', reason: 'cancelled' });
    expect(await rpc(staff, 'public.cancel_campaign($1)', [id])).toBe(0);
    const counted = await results(id);
    expect(counted.status).toBe('cancelled');
    expect(counted.outcomes).toMatchObject({ sent: 1, cancelled: 1, queued: 0 });
    expect(await sqlStateOf(rpc(staff, 'public.resume_campaign($1)', [id]))).toBe('22023');

    const sent = await campaignToTwo('tourism');
    await rpc(staff, 'public.queue_campaign($1)', [sent.id]);
    for (const r of await recipients(sent.id)) await claim(r.id);
    expect((await results(sent.id)).status).toBe('sending');
    for (const r of await recipients(sent.id)) await recordSent(r.id);
    expect((await results(sent.id)).status).toBe('sent');
    expect(await sqlStateOf(rpc(staff, 'public.cancel_campaign($1)', [sent.id]))).toBe('22023');
  });

  it('a schedule queues the audience at its time, not before; unscheduling makes it a draft again', async () => {
    const { id, en } = await campaignToTwo('energy');
    await rpc(staff, `public.schedule_campaign($1, now() + interval '2 seconds')`, [id]);
    const job = async () =>
      (
        await db.query<{ status: string; due_in: number }>(
          `select status, extract(epoch from next_attempt_at - now())::float as due_in
             from public.after_insert_jobs where kind = 'queue-campaign' and row_id = $1`,
          [id],
        )
      ).rows;
    const [scheduled] = await job();
    expect(scheduled!.status).toBe('pending');
    expect(scheduled!.due_in).toBeGreaterThan(0);
    expect(scheduled!.due_in).toBeLessThanOrEqual(2);
    expect((await results(id)).status).toBe('scheduled');
    // Its time has not come: the job's run adds no one; the campaign is locked meanwhile.
    expect(await rpc(service, 'public.queue_scheduled_campaign($1)', [id])).toBe(0);
    expect(await recipients(id)).toEqual([]);
    expect(
      await sqlStateOf(
        db.asClaims(staff, (tx) =>
          tx.query(`update public.campaigns set subject_en = 'Changed' where id = $1`, [id]),
        ),
      ),
    ).toBe('22023');

    // Moved to a minute ago (a time just past is "now"): the job is due, and its run queues both.
    await rpc(staff, `public.schedule_campaign($1, now() - interval '1 minute')`, [id]);
    expect((await job())[0]!.due_in).toBeLessThanOrEqual(0);
    expect(await rpc(service, 'public.queue_scheduled_campaign($1)', [id])).toBe(2);
    expect((await results(id)).status).toBe('sending');
    expect((await job())[0]!.status).toBe('cancelled');
    expect((await recipients(id)).map((r) => r.email)).toContain(en);
    // A second run of the job adds nobody.
    expect(await rpc(service, 'public.queue_scheduled_campaign($1)', [id])).toBe(0);

    const draft = await campaignToTwo('mining');
    expect(
      await sqlStateOf(
        rpc(staff, `public.schedule_campaign($1, now() - interval '1 hour')`, [draft.id]),
      ),
    ).toBe('22023');
    await rpc(staff, `public.schedule_campaign($1, now() + interval '1 day')`, [draft.id]);
    await rpc(staff, 'public.unschedule_campaign($1)', [draft.id]);
    const [back] = (
      await db.query<{ status: string; scheduled_at: string | null }>(
        'select status, scheduled_at from public.campaigns where id = $1',
        [draft.id],
      )
    ).rows;
    expect(back).toEqual({ status: 'draft', scheduled_at: null });
    expect(await rpc(service, 'public.queue_scheduled_campaign($1)', [draft.id])).toBe(0);
    expect(await sqlStateOf(rpc(staff, 'public.unschedule_campaign($1)', [draft.id]))).toBe(
      '22023',
    );
  });

  it("an announcement's link prefills the form and its request counts on the campaign", async () => {
    const { id, en, ar } = await campaignToTwo('creative', { event_slug: ahead });
    await rpc(staff, 'public.queue_campaign($1)', [id]);
    const [arabic, english] = await recipients(id);
    const arabicClaim = await claim(arabic!.id);
    expect(arabicClaim['event']).toMatchObject({ slug: ahead, title: 'عشاء مارس' });
    const claimed = await claim(english!.id);
    const event = claimed['event'] as { slug: string; title: string; token: string };
    expect(event).toMatchObject({ slug: ahead, title: 'The March dinner' });
    expect(event.token).toMatch(/^[0-9a-f]{64}$/);
    // Only its digest is kept.
    const stored = await db.query<{ found: boolean }>(
      `select exists (select 1 from public.campaign_recipients
                       where request_token_digest::text like '%' || $1 || '%') as found`,
      [event.token],
    );
    expect(stored.rows[0]!.found).toBe(false);

    expect(await rpc(anon, 'public.campaign_request_prefill($1)', [event.token])).toEqual({
      event_slug: ahead,
      name: 'Noura Al-Qahtani',
      email: en,
      company: 'Palm & Co',
    });

    const request = (slug: string, token: string, email: string) =>
      db.asClaims(anon, (tx) =>
        tx.query(
          `insert into public.event_requests (name, email, event_type, event_slug, campaign_token)
           values ('Noura Al-Qahtani', $1, 'dinner', $2, $3)`,
          [email, slug, token],
        ),
      );
    await request(ahead, event.token, en);
    // A token for another event, or none we know, leaves the request the event page's.
    const other = uniqueEmail(`${label}-other`);
    await request(past, event.token, other);
    await request(ahead, 'f'.repeat(64), ar);
    const made = await db.query<{
      email: string;
      source: string;
      campaign_id: string | null;
      campaign_token: string | null;
    }>(
      `select lower(email) as email, source, campaign_id, campaign_token from public.event_requests
        where lower(email) in ($1, $2, $3) order by email`,
      [en, ar, other.toLowerCase()],
    );
    expect(made.rows).toEqual(
      [
        { email: ar, source: 'event_page', campaign_id: null, campaign_token: null },
        { email: en, source: 'campaign', campaign_id: id, campaign_token: null },
        {
          email: other.toLowerCase(),
          source: 'event_page',
          campaign_id: null,
          campaign_token: null,
        },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    expect((await results(id)).requests).toBe(1);
    const rows = await rpc<{ email: string; requested_at: string | null }[]>(
      staff,
      `coalesce((select jsonb_agg(jsonb_build_object('email', r.email, 'requested_at', r.requested_at)
                                  order by r.email) from public.campaign_recipient_rows($1) r), '[]')`,
      [id],
    );
    expect(rows.map((r) => [r.email, r.requested_at !== null])).toEqual([
      [ar, false],
      [en, true],
    ]);
  });

  it("an announcement's link prefills in Arabic, and stops once its campaign is cancelled or its event has begun", async () => {
    const { id, ar } = await campaignToTwo('sports', { event_slug: ahead });
    await rpc(staff, 'public.queue_campaign($1)', [id]);
    const [arabic] = await recipients(id);
    const token = ((await claim(arabic!.id))['event'] as { token: string }).token;
    const prefill = () => rpc(anon, 'public.campaign_request_prefill($1)', [token]);
    expect(await prefill()).toEqual({
      event_slug: ahead,
      name: 'فيصل Al-Qahtani',
      email: ar,
      company: 'Palm & Co',
    });

    // The event has begun: the link fills in nothing more.
    const moved = (startsIn: string) =>
      db.query(
        `update public.events set starts_at = now() + $2::interval,
                ends_at = now() + $2::interval + interval '4 hours' where slug = $1`,
        [ahead, startsIn],
      );
    await moved('-1 minute');
    try {
      expect(await prefill()).toBeNull();
    } finally {
      await moved('30 days');
    }
    expect(await prefill()).not.toBeNull();

    // Cancelled (the English recipient was still queued): the sent one's link answers nothing.
    expect(await rpc(staff, 'public.cancel_campaign($1)', [id])).toBe(1);
    expect(await prefill()).toBeNull();
  });

  it('an announcement is queued only for an event still ahead', async () => {
    for (const slug of [past, `${label}-nowhere`]) {
      const { id } = await campaignToTwo('logistics', { event_slug: slug });
      expect(await sqlStateOf(rpc(staff, 'public.queue_campaign($1)', [id]))).toBe('22023');
      expect(
        await sqlStateOf(
          rpc(staff, `public.schedule_campaign($1, now() + interval '1 day')`, [id]),
        ),
      ).toBe('22023');
    }
  });

  it('the results count every outcome, failures by reason and unsubscribes since queueing', async () => {
    const { id, en, ar } = await campaignToTwo('water');
    await rpc(staff, 'public.send_campaign_test($1)', [id]);
    await rpc(staff, 'public.queue_campaign($1)', [id]);
    const [arabic, english] = await recipients(id);
    await claim(arabic!.id);
    await rpc(service, 'public.release_campaign_recipient($1, $2, true)', [
      arabic!.id,
      '550 mailbox unavailable',
    ]);
    await db.query(
      `insert into public.consents (email, purpose, status, method, recorded_at)
       values ($1, 'newsletter', 'withdrawn', 'form', now() + interval '1 second')`,
      [en],
    );
    expect(await claim(english!.id)).toEqual({ action: 'skip', reason: 'consent withdrawn' });
    const counted = await results(id);
    // Every outcome, none missing (a JSON object keeps no order).
    expect(Object.keys(counted.outcomes).sort()).toEqual([...CAMPAIGN_OUTCOMES].sort());
    expect(counted).toMatchObject({
      status: 'sent',
      outcomes: { queued: 0, sent: 0, failed: 1, skipped_unsubscribed: 1, cancelled: 0 },
      failures: [{ reason: '550 mailbox unavailable', count: 1 }],
      unsubscribed: 1,
      requests: 0,
      test_sends: 2,
    });
    const rows = await rpc<{ email: string; outcome: string; unsubscribed_at: string | null }[]>(
      staff,
      `(select jsonb_agg(to_jsonb(r) order by r.email) from public.campaign_recipient_rows($1) r)`,
      [id],
    );
    expect(rows.map((r) => [r.email, r.outcome, r.unsubscribed_at !== null])).toEqual([
      [ar, 'failed', false],
      [en, 'skipped_unsubscribed', true],
    ]);
  });

  it('a job killed between writing the mail and recording it sent writes no second mail', async () => {
    const { id, en } = await campaignToTwo('aerospace');
    await rpc(staff, 'public.queue_campaign($1)', [id]);
    const english = (await recipients(id)).find((r) => r.email === en)!;
    const outboxOf = async () =>
      (
        await db.query<{ to_address: string }>(
          `select to_address from public.mail_outbox where idempotency_key = $1`,
          [`campaign-recipient/${english.id}`],
        )
      ).rows;
    // The job claims and writes the mail as the local outbox transport does, then is killed.
    const first = await claim(english.id);
    expect(first).toMatchObject({ action: 'send', key: `campaign-recipient/${english.id}` });
    const mail = {
      to: en,
      subject: 'A seat is open',
      text: 'Request it.',
      tag: 'send-campaign-mail',
    };
    await insertOutboxMessage(db, { ...mail, idempotencyKey: first['key'] as string });
    expect((await recipients(id)).find((r) => r.id === english.id)!.outcome).toBe('queued');
    // A second write under the key (a retry that got past the claim) writes nothing.
    await insertOutboxMessage(db, { ...mail, idempotencyKey: first['key'] as string });
    expect(await outboxOf()).toEqual([{ to_address: en }]);
    // The retried job's claim finds the mail written: the recipient is sent, nothing is sent again.
    expect(await claim(english.id)).toEqual({ action: 'done', reason: 'sent' });
    expect((await recipients(id)).find((r) => r.id === english.id)!.outcome).toBe('sent');
    expect(await outboxOf()).toEqual([{ to_address: en }]);
    expect((await results(id)).outcomes).toMatchObject({ queued: 1, sent: 1 });
  });

  it('the claim holds campaign mails to the rate, other jobs and test sends go by', async () => {
    await db.query(
      `update public.after_insert_jobs set status = 'cancelled' where status = 'pending'`,
    );
    await db.query(`update private.campaign_mail_slot set next_at = '-infinity'`);
    await db.query(
      `insert into public.after_insert_jobs (kind, row_id, detail, next_attempt_at)
       values ('send-campaign-mail', gen_random_uuid(), null, now() - interval '3 seconds'),
              ('send-campaign-mail', gen_random_uuid(), null, now() - interval '2 seconds'),
              ('send-campaign-mail', gen_random_uuid(), 'test', now() - interval '1 second'),
              ('push-to-make', gen_random_uuid(), null, now())`,
    );
    const claimOne = async (gapMs: number) =>
      (
        await db.query<{ kind: string; detail: string | null }>(
          'select kind, detail from public.claim_after_insert_job(300, $1)',
          [gapMs],
        )
      ).rows[0] ?? null;
    const minute = 60_000;
    expect(await claimOne(minute)).toEqual({ kind: 'send-campaign-mail', detail: null });
    // The next campaign mail waits a minute; the test send and the other job do not.
    expect(await claimOne(minute)).toEqual({ kind: 'send-campaign-mail', detail: 'test' });
    expect(await claimOne(minute)).toEqual({ kind: 'push-to-make', detail: null });
    expect(await claimOne(minute)).toBeNull();
    const dueIn = await db.query<{ ms: number }>(
      'select public.next_after_insert_job_due_in_ms($1) as ms',
      [minute],
    );
    expect(dueIn.rows[0]!.ms).toBeGreaterThan(minute - 10_000);
    expect(dueIn.rows[0]!.ms).toBeLessThanOrEqual(minute);
    // Without a rate it goes at once.
    expect(await claimOne(0)).toEqual({ kind: 'send-campaign-mail', detail: null });
    await db.query(
      `update public.after_insert_jobs set status = 'cancelled' where status = 'pending'`,
    );
  });
}

describe('campaign sending on PGlite', () => {
  defineCampaignSending(() => openTempDatabase('campaign-sending'));
});

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[campaign-sending] PostgreSQL run skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('campaign sending on PostgreSQL', () => {
  defineCampaignSending(async () => {
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

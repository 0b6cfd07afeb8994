// People's requests and incidents (supabase/migrations/20251127030000_privacy_requests.sql), on the
// embedded database (PGlite) and on PostgreSQL 15 when one is reachable: the /your-data insert
// queues its link in the same transaction, the token is kept as a digest and expires (a moved
// clock: its expiry set in the past, never a sleep), the 30-day clock and its one extension equal
// src/lib/privacy/deadlines.ts for the shared cases, every staff step audits, and nobody but the
// RPCs reaches the rows.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Claims, type Database } from '../../../supabase/local/db/index.ts';
import {
  dueDateOf,
  extendedDueDate,
  latestExtensionOf,
} from '../../../src/lib/privacy/deadlines.ts';
import { DUE_CASES, EXTENSION_CASES } from '../../unit/privacy/deadline-cases.ts';
import { createUser, uniqueEmail } from './support/fixtures.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './support/local-postgres.ts';
import { openTempDatabase, sqlStateOf } from './support/temp-database.ts';

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[privacy requests on PostgreSQL] skipped: ${skipReason}`);

const anon: Claims = { role: 'anon' };
const service: Claims = { role: 'service_role' };

interface RequestRow {
  id: string;
  status: string;
  email: string;
  verified_at: Date | null;
  due_at: Date | null;
  extended_until: Date | null;
}

function suite(label: string, open: () => Promise<{ db: Database; dispose(): Promise<void> }>) {
  describe(label, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let staff: Claims;
    let staffId: string;
    let member: Claims;

    beforeAll(async () => {
      ({ db, dispose } = await open());
      const user = await createUser(db, { staff: true, firstName: 'Salma' });
      staff = user.claims;
      staffId = user.id;
      member = (await createUser(db)).claims;
    });
    afterAll(async () => dispose?.());

    const as = <T>(claims: Claims, sql: string, params: unknown[] = []) =>
      db.asClaims(claims, (tx) => tx.query<T & Record<string, unknown>>(sql, params));

    async function submit(email: string, kind = 'access', details: string | null = null) {
      await as(anon, 'select public.submit_privacy_request($1, $2, $3)', [kind, email, details]);
      const { rows } = await db.query<RequestRow>(
        'select * from public.privacy_requests where email = lower($1) order by received_at desc limit 1',
        [email],
      );
      return rows[0]!;
    }

    const issueToken = async (id: string) =>
      (
        await as<{ token: string }>(
          service,
          'select public.issue_privacy_request_token($1) as token',
          [id],
        )
      ).rows[0]!.token;

    const verify = async (token: string | null) =>
      (
        await as<{ outcome: string; due_at: Date | null }>(
          anon,
          'select * from public.verify_privacy_request($1)',
          [token],
        )
      ).rows[0]!;

    async function verifiedRequest(kind = 'access') {
      const row = await submit(uniqueEmail('asker'), kind);
      expect((await verify(await issueToken(row.id))).outcome).toBe('verified');
      return row.id;
    }

    it('a submission waits for its link, which is queued in the same transaction', async () => {
      const email = `Layla+Test.${Date.now()}@Example.COM`;
      const row = await submit(email, 'erasure', 'Please delete everything — شكراً 🙏 #1 [a] 100%');
      expect(row).toMatchObject({
        status: 'awaiting_verification',
        verified_at: null,
        due_at: null,
      });
      expect(row.email).toBe(email.toLowerCase());
      const { rows: jobs } = await db.query(
        `select kind from public.after_insert_jobs where row_id = $1`,
        [row.id],
      );
      expect(jobs).toEqual([{ kind: 'send-privacy-verification' }]);
    });

    it('refuses a bad kind, a bad address and details past the limit, storing nothing', async () => {
      const email = uniqueEmail('bad');
      expect(
        await sqlStateOf(as(anon, 'select public.submit_privacy_request($1, $2)', ['sell', email])),
      ).toBe('23514');
      expect(
        await sqlStateOf(
          as(anon, 'select public.submit_privacy_request($1, $2)', ['access', 'not an address']),
        ),
      ).toBe('23514');
      expect(
        await sqlStateOf(
          as(anon, 'select public.submit_privacy_request($1, $2, $3)', [
            'access',
            email,
            'x'.repeat(2001),
          ]),
        ),
      ).toBe('23514');
      const { rows } = await db.query('select 1 from public.privacy_requests where email = $1', [
        email,
      ]);
      expect(rows).toHaveLength(0);
    });

    it('limits one address to five requests a day', async () => {
      const email = uniqueEmail('flood');
      for (let i = 0; i < 5; i++) await submit(email);
      expect(
        await sqlStateOf(
          as(anon, 'select public.submit_privacy_request($1, $2)', ['access', email]),
        ),
      ).toBe('PT429');
    });

    it('counts the mailbox: +tags, case, dots, a trailing dot and look-alike letters add none', async () => {
      const local = `victim${Math.random().toString(36).slice(2, 8)}`;
      for (let i = 0; i < 5; i++) await submit(`${local}@example.org`);
      const variants = [
        `${local}+1@example.org`,
        `${local}+news@example.org`,
        `${local.toUpperCase()}@EXAMPLE.ORG`,
        `${local}@example.org.`,
        `${local.slice(0, 2)}.${local.slice(2)}@example.org`,
        `${local.replace('i', 'ı')}@example.org`,
        `${local.replace('v', 'ｖ')}@example.org`,
      ];
      for (const variant of variants) {
        const refused = await as(anon, 'select public.submit_privacy_request($1, $2)', [
          'access',
          variant,
        ]).then(
          () => 'accepted',
          (error: { code?: string; message?: string }) => `${error.code} ${error.message}`,
        );
        expect({ variant, refused }).toEqual({
          variant,
          refused: 'PT429 rate_limited: too many requests for this address today',
        });
      }
      // Another mailbox at the same domain is its own.
      await submit(`other-${local}@example.org`);
    });

    it('folds an address to its mailbox', async () => {
      const { rows } = await db.query<{ key: string }>(
        `select private.mailbox_key(a) as key from unnest($1::text[]) with ordinality as t(a, n)
          order by n`,
        [
          [
            ' Layla.K+CV@Example.ORG. ',
            'layla.k@example.org',
            'LAYLA@example.org',
            'lAyla@example.org',
            'ｌａｙｌａ@example.org',
            'lıyla@example.org',
            'no-at-sign',
            'a@b@example.org',
          ],
        ],
      );
      expect(rows.map((row) => row.key)).toEqual([
        'laylak@example.org',
        'laylak@example.org',
        'layla@example.org',
        'layla@example.org',
        'layla@example.org',
        'liyla@example.org',
        'no-at-sign',
        // The domain follows the last @; what comes before stays the local part.
        'a@b@example.org',
      ]);
    });

    it('keeps only the digest of a token, which verifies once and sets the 30-day due date', async () => {
      const row = await submit(uniqueEmail('verify'));
      const token = await issueToken(row.id);
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      const { rows: stored } = await db.query<{ token_digest: Buffer }>(
        'select token_digest from private.privacy_request_tokens where request_id = $1',
        [row.id],
      );
      expect(Buffer.from(stored[0]!.token_digest).toString('hex')).toBe(
        createHash('sha256').update(token).digest('hex'),
      );
      const first = await verify(token);
      const { rows } = await db.query<RequestRow>(
        'select * from public.privacy_requests where id = $1',
        [row.id],
      );
      expect(first.outcome).toBe('verified');
      expect(rows[0]!.status).toBe('open');
      expect(new Date(rows[0]!.due_at!)).toEqual(dueDateOf(new Date(rows[0]!.verified_at!)));
      expect(new Date(first.due_at!)).toEqual(new Date(rows[0]!.due_at!));
      expect((await verify(token)).outcome).toBe('used');
      // A second link for a verified request answers "used" too.
      expect((await verify(await issueToken(row.id))).outcome).toBe('used');
    });

    it('an expired or unknown link verifies nothing', async () => {
      const row = await submit(uniqueEmail('late'));
      const token = await issueToken(row.id);
      // The clock moved 24 hours and a second on: the token's expiry is behind it.
      await db.query(
        `update private.privacy_request_tokens
            set created_at = now() - interval '24 hours 1 second',
                expires_at = now() - interval '1 second'
          where request_id = $1`,
        [row.id],
      );
      expect((await verify(token)).outcome).toBe('expired');
      expect((await verify('0'.repeat(64))).outcome).toBe('invalid');
      expect((await verify('<script>')).outcome).toBe('invalid');
      expect((await verify(null)).outcome).toBe('invalid');
      const { rows } = await db.query<RequestRow>(
        'select status from public.privacy_requests where id = $1',
        [row.id],
      );
      expect(rows[0]!.status).toBe('awaiting_verification');
    });

    it.each(DUE_CASES)(
      "the due date of %s is the rule's, to the millisecond",
      async (_n, verified, due) => {
        expect(dueDateOf(new Date(verified)).toISOString()).toBe(due);
        const insert = (dueAt: string) =>
          db.query(
            `insert into public.privacy_requests (kind, email, status, received_at, verified_at, due_at)
           values ('access', $1, 'open', $2, $2, $3)`,
            [uniqueEmail('pin'), verified, dueAt],
          );
        await insert(due);
        const oneMsLate = new Date(new Date(due).getTime() + 1).toISOString();
        expect(await sqlStateOf(insert(oneMsLate))).toBe('23514');
      },
    );

    it.each(EXTENSION_CASES)(
      'an extension of %s (%d days) is accepted: %s',
      async (_n, days, ok) => {
        const id = await verifiedRequest();
        const call = as<{ until: Date }>(
          staff,
          'select public.extend_privacy_request($1, $2, $3) as until',
          [id, days, 'We need the archived mailbox, back on Sunday'],
        );
        if (!ok) {
          expect(await sqlStateOf(call)).toBe('22023');
          return;
        }
        const until = new Date((await call).rows[0]!.until);
        const { rows } = await db.query<RequestRow>(
          'select * from public.privacy_requests where id = $1',
          [id],
        );
        const dueAt = new Date(rows[0]!.due_at!);
        expect(until).toEqual(extendedDueDate(dueAt, days));
        expect(until.getTime()).toBeLessThanOrEqual(latestExtensionOf(dueAt).getTime());
        expect(rows[0]!.status).toBe('extended');
      },
    );

    it('does not extend the request of a person erased since: there is no address to mail', async () => {
      const id = await verifiedRequest('erasure');
      // What erasure leaves of the request (20251127045000_privacy_requests_in_erasure.sql).
      await db.query(
        'update public.privacy_requests set email = null, details = null where id = $1',
        [id],
      );
      const refused = await as(staff, 'select public.extend_privacy_request($1, 10, $2)', [
        id,
        'Backups to restore',
      ]).then(
        () => 'extended',
        (error: { code?: string; message?: string }) => `${error.code} ${error.message}`,
      );
      expect(refused).toBe(
        '22023 The person was erased: there is no address to mail an extension to',
      );
    });

    it('extends once only, queues the mail, and refuses an owner moving the date past 30 days', async () => {
      const id = await verifiedRequest('correction');
      await as(staff, 'select public.extend_privacy_request($1, 10, $2)', [
        id,
        'Backups to restore',
      ]);
      const { rows: jobs } = await db.query(
        // By kind: both may be written within one millisecond of the embedded database's clock.
        `select kind from public.after_insert_jobs where row_id = $1 order by kind`,
        [id],
      );
      expect(jobs).toEqual([
        { kind: 'send-privacy-extension' },
        { kind: 'send-privacy-verification' },
      ]);
      expect(
        await sqlStateOf(
          as(staff, 'select public.extend_privacy_request($1, 5, $2)', [id, 'Again']),
        ),
      ).toBe('22023');
      // Even the table owner cannot extend twice, nor past the 30 days.
      expect(
        await sqlStateOf(
          db.query(
            `update public.privacy_requests set extended_until = extended_until + interval '1 day' where id = $1`,
            [id],
          ),
        ),
      ).toBe('22023');
      const other = await verifiedRequest();
      expect(
        await sqlStateOf(
          db.query(
            `update public.privacy_requests
                set status = 'extended', extension_reason = 'x', extended_until = due_at + interval '721 hours'
              where id = $1`,
            [other],
          ),
        ),
      ).toBe('23514');
      expect(
        await sqlStateOf(
          as(staff, 'select public.extend_privacy_request($1, 5, $2)', [other, '   ']),
        ),
      ).toBe('22023');
    });

    it('staff open a request: the view is audited with ids only', async () => {
      const email = uniqueEmail('viewed');
      const row = await submit(email);
      await verify(await issueToken(row.id));
      const opened = await as<{ id: string; email: string }>(
        staff,
        'select * from public.open_privacy_request($1)',
        [row.id],
      );
      expect(opened.rows[0]).toMatchObject({ id: row.id, email });
      const { rows } = await db.query<{ action: string; actor_id: string; detail: unknown }>(
        `select action, actor_id, detail from public.audit_log
          where subject_table = 'privacy_requests' and subject_id = $1 order by occurred_at, seq`,
        [row.id],
      );
      expect(rows.map((r) => r.action)).toEqual([
        'privacy_request_verified',
        'privacy_request_viewed',
      ]);
      expect(rows[1]).toMatchObject({ actor_id: staffId, detail: {} });
      expect(JSON.stringify(rows)).not.toContain(email.split('@')[0]);
      const trail = await as<{ action: string; actor_name: string | null }>(
        staff,
        'select * from public.privacy_request_trail($1)',
        [row.id],
      );
      expect(trail.rows.map((r) => [r.action, r.actor_name])).toEqual([
        ['privacy_request_received', null],
        ['privacy_request_verified', null],
        ['privacy_request_viewed', 'Salma'],
      ]);

      // The export and the erasure made for the request, then its answer: every step, in order.
      await as(staff, 'select public.personal_data_export($1, $2)', [email, row.id]);
      await as(staff, 'select public.erase_personal_data($1, $2)', [email, row.id]);
      await as(staff, `select public.close_privacy_request($1, 'done', 'Exported, then erased.')`, [
        row.id,
      ]);
      const full = await as<{ action: string; actor_name: string | null; detail: unknown }>(
        staff,
        'select * from public.privacy_request_trail($1)',
        [row.id],
      );
      expect(full.rows.map((r) => [r.action, r.actor_name])).toEqual([
        ['privacy_request_received', null],
        ['privacy_request_verified', null],
        ['privacy_request_viewed', 'Salma'],
        ['personal_data_exported', 'Salma'],
        ['personal_data_erased', 'Salma'],
        ['privacy_request_done', 'Salma'],
      ]);
      // Counts and ids only: the trail names no one but staff.
      expect(JSON.stringify(full.rows)).not.toContain(email.split('@')[0]);
    });

    it('steps that share one time (one transaction) keep the order they were taken in', async () => {
      const email = uniqueEmail('one-moment');
      const row = await submit(email);
      await verify(await issueToken(row.id));
      // Five audited steps in one transaction: one now() for all, so only the order of writing
      // can tell them apart (random ids put them in order 1 time in 120).
      await db.asClaims(staff, async (tx) => {
        await tx.query('select public.open_privacy_request($1)', [row.id]);
        await tx.query('select public.extend_privacy_request($1, 10, $2)', [row.id, 'Archives']);
        await tx.query('select public.personal_data_export($1, $2)', [email, row.id]);
        await tx.query('select public.erase_personal_data($1, $2)', [email, row.id]);
        await tx.query(`select public.close_privacy_request($1, 'done', 'Answered.')`, [row.id]);
      });
      const trail = await as<{ action: string }>(
        staff,
        'select * from public.privacy_request_trail($1)',
        [row.id],
      );
      expect(trail.rows.map((r) => r.action)).toEqual([
        'privacy_request_received',
        'privacy_request_verified',
        'privacy_request_viewed',
        'privacy_request_extended',
        'personal_data_exported',
        'personal_data_erased',
        'privacy_request_done',
      ]);
    });

    it('lists open requests first by due date, then those awaiting their link, then closed ones', async () => {
      const { rows } = await as<{
        status: string;
        due_at: Date | null;
        extended_until: Date | null;
      }>(staff, 'select status, due_at, extended_until from public.privacy_request_list()');
      const rank = (s: string) =>
        s === 'open' || s === 'extended' ? 0 : s === 'awaiting_verification' ? 1 : 2;
      expect(rows.map((r) => rank(r.status))).toEqual([...rows.map((r) => rank(r.status))].sort());
      const open = rows
        .filter((r) => rank(r.status) === 0)
        .map((r) => new Date(r.extended_until ?? r.due_at!).getTime());
      expect(open).toEqual([...open].sort((a, b) => a - b));
    });

    it('closes done with a note or refused with a reason; a closed request takes no more steps', async () => {
      const done = await verifiedRequest();
      expect(
        await sqlStateOf(as(staff, `select public.close_privacy_request($1, 'done', ' ')`, [done])),
      ).toBe('22023');
      await as(staff, `select public.close_privacy_request($1, 'done', 'Sent the archive')`, [
        done,
      ]);
      expect(
        await sqlStateOf(
          as(staff, `select public.close_privacy_request($1, 'refused', 'No')`, [done]),
        ),
      ).toBe('22023');
      expect(
        await sqlStateOf(
          as(staff, 'select public.extend_privacy_request($1, 5, $2)', [done, 'Late']),
        ),
      ).toBe('22023');
      const refused = await verifiedRequest('erasure');
      await as(
        staff,
        `select public.close_privacy_request($1, 'refused', 'Upcoming event; legal hold')`,
        [refused],
      );
      const { rows } = await db.query<{ id: string; status: string; outcome_note: string }>(
        'select id, status, outcome_note from public.privacy_requests where id = any($1) order by status',
        [[done, refused]],
      );
      expect(rows.map((r) => [r.status, r.outcome_note])).toEqual([
        ['done', 'Sent the archive'],
        ['refused', 'Upcoming event; legal hold'],
      ]);
      const unverified = await submit(uniqueEmail('early'));
      expect(
        await sqlStateOf(
          as(staff, `select public.close_privacy_request($1, 'done', 'x')`, [unverified.id]),
        ),
      ).toBe('22023');
    });

    it.each([
      ['anon', anon],
      ['a member', null],
    ])('%s can call none of the staff RPCs', async (_n, claims) => {
      const who = claims ?? member;
      const id = await verifiedRequest();
      for (const sql of [
        'select * from public.privacy_request_list()',
        'select * from public.open_privacy_request($1)',
        'select * from public.privacy_request_trail($1)',
        `select public.extend_privacy_request($1, 5, 'x')`,
        `select public.close_privacy_request($1, 'done', 'x')`,
      ]) {
        expect(await sqlStateOf(as(who, sql, sql.includes('$1') ? [id] : [])), sql).toBe('42501');
      }
      expect(await sqlStateOf(as(who, `select public.record_privacy_incident('x', now())`))).toBe(
        '42501',
      );
      const { rows } = await db.query(
        `select 1 from public.audit_log where subject_id = $1 and action = 'privacy_request_viewed'`,
        [id],
      );
      expect(rows).toHaveLength(0);
    });

    it('the audit log stays append-only for its privacy rows, even for the owner', async () => {
      const id = await verifiedRequest();
      expect(
        await sqlStateOf(db.query(`delete from public.audit_log where subject_id = $1`, [id])),
      ).toBe('42501');
      expect(
        await sqlStateOf(
          db.query(`update public.audit_log set detail = '{}' where subject_id = $1`, [id]),
        ),
      ).toBe('42501');
      expect(
        await sqlStateOf(as(staff, `delete from public.audit_log where subject_id = $1`, [id])),
      ).toBe('42501');
    });

    it('a failed privacy job names its address to staff, and to nobody else', async () => {
      const email = uniqueEmail('failed-link');
      const row = await submit(email);
      await db.query(
        `update public.after_insert_jobs set status = 'failed', last_error = 'mail provider down'
          where row_id = $1`,
        [row.id],
      );
      const read = (claims: Claims) =>
        as<{ email: string | null; kind: string }>(
          claims,
          'select email, kind from public.failed_jobs() where row_id = $1',
          [row.id],
        );
      expect((await read(staff)).rows).toEqual([{ email, kind: 'send-privacy-verification' }]);
      expect((await read(member)).rows).toEqual([]);
    });

    it('records an incident, marks it notified then closed, each step audited', async () => {
      const { rows } = await as<{ id: string }>(
        staff,
        `select public.record_privacy_incident($1, now() - interval '41 hours', $2, 120, $3) as id`,
        ['Shared drive link was public', 'Names, e-mail addresses', 'Link revoked at 09:10'],
      );
      const id = rows[0]!.id;
      expect(
        await sqlStateOf(
          as(staff, `select public.record_privacy_incident('Future', now() + interval '1 hour')`),
        ),
      ).toBe('22023');
      await as(staff, `select public.advance_privacy_incident($1, 'notified')`, [id]);
      expect(
        await sqlStateOf(as(staff, `select public.advance_privacy_incident($1, 'notified')`, [id])),
      ).toBe('22023');
      await as(staff, `select public.advance_privacy_incident($1, 'closed')`, [id]);
      const read = await as<{ status: string; people_affected: number }>(
        staff,
        'select status, people_affected from public.privacy_incidents where id = $1',
        [id],
      );
      expect(read.rows[0]).toEqual({ status: 'closed', people_affected: 120 });
      const { rows: audit } = await db.query<{ action: string }>(
        `select action from public.audit_log where subject_id = $1 order by occurred_at, seq`,
        [id],
      );
      expect(audit.map((a) => a.action)).toEqual([
        'privacy_incident_recorded',
        'privacy_incident_notified',
        'privacy_incident_closed',
      ]);
    });
  });
}

suite('on the embedded database (PGlite)', async () => {
  const temp = await openTempDatabase('privacy-requests');
  return { db: temp.db, dispose: () => temp.dispose() };
});

if (!skipReason) {
  suite('on a real PostgreSQL server', async () => {
    const throwaway = server as ThrowawayDatabase;
    const db = await openDatabase({ databaseUrl: throwaway.url });
    return {
      db,
      dispose: async () => {
        await db.close();
        await throwaway.dispose();
      },
    };
  });
}

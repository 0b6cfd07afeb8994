// One mailbox gets at most private.unsolicited_mails_per_day() mails a day from every public form
// together (supabase/migrations/20251202100000_unsolicited_mail_cap.sql), on the embedded
// database (PGlite) and on PostgreSQL 15 when one is reachable: the join, invitation, newsletter
// and /your-data forms, each sent with variants of one mailbox (+tags, case, dots, a trailing
// dot, look-alikes), store every row and answer alike, but queue no more mails than the cap.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSOLICITED_MAIL_SOURCES } from '../../../supabase/functions/_shared/domain/job-kinds.ts';
import { openDatabase, type Claims, type Database } from '../../../supabase/local/db/index.ts';
import { createUser } from './support/fixtures.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './support/local-postgres.ts';
import { openTempDatabase } from './support/temp-database.ts';

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[unsolicited mail cap on PostgreSQL] skipped: ${skipReason}`);

const anon: Claims = { role: 'anon' };
/** The cap as the docs state it (docs/behaviour/submissions.md#after-the-insert). */
const CAP = 5;
const MAIL_KINDS = Object.keys(UNSOLICITED_MAIL_SOURCES);

/** Addresses that all deliver to `local@example.org`. */
function variantsOf(local: string): string[] {
  return [
    `${local}@example.org`,
    `${local}+1@example.org`,
    `${local}+2@example.org`,
    `${local.charAt(0).toUpperCase()}${local.slice(1)}@Example.ORG`,
    `${local}@example.org.`,
    `${local.slice(0, 3)}.${local.slice(3)}@example.org`,
    `${local.replace('i', 'ı')}@example.org`,
    `${local}+news@example.org`,
  ];
}

function suite(label: string, open: () => Promise<{ db: Database; dispose(): Promise<void> }>) {
  describe(label, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ db, dispose } = await open());
    });
    afterAll(async () => dispose?.());

    const as = (claims: Claims, sql: string, params: unknown[]) =>
      db.asClaims(claims, (tx) => tx.query(sql, params));

    /** Every public form, once, with `email`; each resolves as the visitor's success does. */
    const forms = (email: string, claims: Claims = anon) => [
      // An address that applied before is refused 23505, which the join form shows as a success.
      () =>
        as(
          claims,
          `insert into public.membership_requests (first_name, email) values ('Vic', $1)`,
          [email],
        ).catch((error: { code?: string }) => {
          if (error.code !== '23505') throw error;
        }),
      () =>
        as(
          claims,
          `insert into public.event_requests (name, email, event_type) values ('Vic Tim', $1, 'forum')`,
          [email],
        ),
      () => as(claims, `select public.subscribe_newsletter('Vic', 'Tim', $1, true, '3')`, [email]),
      () => as(claims, `select public.submit_privacy_request('access', $1)`, [email]),
    ];

    /** The mails queued for rows stored under any of `addresses`. */
    async function mailsTo(addresses: string[]): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from public.after_insert_jobs j
          where j.kind = any($2)
            and j.row_id in (select id from public.membership_requests where lower(email) = any($1)
                             union all select id from public.event_requests where lower(email) = any($1)
                             union all select id from public.newsletter_signups where lower(email) = any($1)
                             union all select id from public.privacy_requests where lower(email) = any($1))`,
        [addresses.map((a) => a.toLowerCase()), MAIL_KINDS],
      );
      return rows[0]!.n;
    }

    it('lists the unsolicited kinds and their tables as job-kinds.ts does, each a job kind', async () => {
      const { rows } = await db.query<{ kind: string; source_table: string }>(
        'select kind, source_table from private.unsolicited_mail_kinds order by kind',
      );
      expect(Object.fromEntries(rows.map((r) => [r.kind, r.source_table]))).toEqual(
        UNSOLICITED_MAIL_SOURCES,
      );
      // Each is a kind the job outbox's own check accepts.
      const { rows: checks } = await db.query<{ def: string }>(
        `select pg_get_constraintdef(oid) as def from pg_constraint
          where conname = 'after_insert_jobs_kind_check'`,
      );
      for (const { kind } of rows)
        expect({ kind, accepted: checks[0]!.def.includes(`'${kind}'::text`) }).toEqual({
          kind,
          accepted: true,
        });
    });

    it('writes the number once: the database says what the docs say', async () => {
      const { rows } = await db.query<{ cap: number }>(
        'select private.unsolicited_mails_per_day() as cap',
      );
      expect(rows[0]!.cap).toBe(CAP);
    });

    it('sends one mailbox at most the cap across every form and variant, each form answering as a success', async () => {
      const local = `victim${randomUUID()
        .slice(0, 6)
        .replace(/[^a-z]/g, 'x')}`;
      const addresses = variantsOf(local);
      for (const [i, address] of addresses.entries()) {
        // /your-data keeps its own five requests a day (a 429, alike for every address).
        for (const send of forms(address).slice(0, i < 5 ? 4 : 3)) await send();
      }
      expect(await mailsTo(addresses)).toBe(CAP);
      // Every row was stored all the same: nothing in the answers or the rows tells the cap.
      const { rows } = await db.query<{ n: number }>(
        `select (select count(*) from public.event_requests where lower(email) = any($1))::int as n`,
        [addresses.map((a) => a.toLowerCase())],
      );
      expect(rows[0]!.n).toBe(addresses.length);
      // Another mailbox at the same domain has its own allowance.
      const other = `other-${local}@example.org`;
      await forms(other)[0]!();
      expect(await mailsTo([other])).toBe(1);
    });

    it('counts no mail queued by staff, and lets mails through again after 24 hours', async () => {
      const local = `staffcase${randomUUID()
        .slice(0, 6)
        .replace(/[^a-z]/g, 'x')}`;
      const staff = (await createUser(db, { staff: true })).claims;
      const address = `${local}@example.org`;
      await forms(address, staff)[1]!();
      await forms(`${local}+a@example.org`, staff)[1]!();
      for (const send of forms(`${local}+b@example.org`)) await send();
      expect(
        await mailsTo(variantsOf(local).concat(`${local}+a@example.org`, `${local}+b@example.org`)),
      ).toBe(6);
      // A day later the allowance is whole again (the log's clock moved back, not a sleep).
      await db.query(
        `update private.unsolicited_mails set queued_at = queued_at - interval '25 hours'`,
      );
      for (const send of forms(`${local}+c@example.org`)) await send();
      expect(await mailsTo([`${local}+c@example.org`])).toBe(4);
    });
  });
}

suite('on the embedded database (PGlite)', async () => {
  const temp = await openTempDatabase('unsolicited-mail-cap');
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

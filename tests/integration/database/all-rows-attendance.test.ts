// The All table's attendance (20251127020000_all_rows_attendance.sql) pinned to the one rule,
// src/lib/events/attendance.ts: the same table of cases (tests/unit/events/attendance-cases.ts) is
// stored as invitations and check-ins and read back from crm_all_rows, on the embedded database
// (PGlite) and on PostgreSQL 15 when one is reachable, and each person's figures equal what
// attendanceOf says of the very rows stored, at the database's now().
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Tx } from '../../../supabase/local/db/index.ts';
import { attendanceOf, type InvitationAttendance } from '../../../src/lib/events/attendance.ts';
import { ATTENDANCE_CASES, parseSpec } from '../../unit/events/attendance-cases.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './support/local-postgres.ts';
import { openTempDatabase } from './support/temp-database.ts';

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[All table attendance on PostgreSQL] skipped: ${skipReason}`);

const STARTS = {
  past: `now() - interval '300 days'`,
  now: 'now()',
  soon: `now() + interval '1 day'`,
};

/** Stores case n: a contact, and its invitations under the address written in another case. */
async function storeCase(tx: Tx, n: number, specs: readonly string[]): Promise<void> {
  await tx.query(`insert into public.contacts (first_name, email) values ($1, $2)`, [
    `Case ${n}`,
    `case-${n}@example.com`,
  ]);
  for (const [k, text] of specs.entries()) {
    const spec = parseSpec(text);
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.invitations (event_slug, email, guest_name, status, starts_at)
       values ($1, $2, $3, $4, ${STARTS[spec.when]}) returning id`,
      [`event-${k}`, `Case-${n}@Example.COM`, `Case ${n}`, spec.status],
    );
    if (spec.checkedIn) {
      await tx.query(`insert into public.check_ins (invitation_id) values ($1)`, [rows[0]!.id]);
    }
  }
}

function suite(label: string, open: () => Promise<{ db: Database; dispose(): Promise<void> }>) {
  describe(label, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ db, dispose } = await open());
    });
    afterAll(async () => dispose?.());

    it('counts each case as attendanceOf does, and as the table says', async () => {
      // One transaction, so an event starting at now() starts at the moment the view reads.
      const { now, shown, stored } = await db.transaction(async (tx) => {
        for (const [n, [, specs]] of ATTENDANCE_CASES.entries()) await storeCase(tx, n, specs);
        const shown = await tx.query<{ email: string; attended: number; invited: number }>(
          `select email, attended, invited from public.crm_all_rows
            where email like 'case-%@example.com'`,
        );
        const stored = await tx.query<InvitationAttendance & { email: string }>(
          `select lower(i.email) as email, i.status, i.starts_at::text, k.checked_in_at::text
             from public.invitations i left join public.check_ins k on k.invitation_id = i.id`,
        );
        const now = await tx.query<{ now: string }>(`select now()::text as now`);
        return { now: new Date(now.rows[0]!.now), shown: shown.rows, stored: stored.rows };
      });
      for (const [n, [name, , attended, invited]] of ATTENDANCE_CASES.entries()) {
        const email = `case-${n}@example.com`;
        const row = shown.find((r) => r.email === email);
        const rule = attendanceOf(
          stored.filter((r) => r.email === email),
          now,
        );
        expect({ name, ...row }).toEqual({ name, email, attended, invited });
        expect({ name, ...rule }).toEqual({ name, attended, invited });
      }
    });

    it('shows the same figures on every row with the address, and none elsewhere', async () => {
      await db.query(
        `insert into public.membership_requests (first_name, email) values ('Case', 'CASE-0@example.com')`,
      );
      await db.query(
        `insert into public.contacts (first_name, email) values ('Nobody', 'nobody@example.com')`,
      );
      const { rows } = await db.query<{ kind: string; attended: number; invited: number }>(
        `select kind, attended, invited from public.crm_all_rows
          where lower(email) in ('case-0@example.com', 'nobody@example.com') order by lower(email), kind`,
      );
      expect(rows).toEqual([
        { kind: 'contact', attended: 1, invited: 2 },
        { kind: 'membership', attended: 1, invited: 2 },
        { kind: 'contact', attended: 0, invited: 0 },
      ]);
    });
  });
}

suite('on the embedded database (PGlite)', async () => {
  const temp = await openTempDatabase('all-rows-attendance');
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../../supabase/local/db/index.ts';
import { createUser, uniqueEmail } from './support/fixtures.ts';
import { openTempDatabase, type TempDatabase } from './support/temp-database.ts';

let temp: TempDatabase;
let db: Database;
let users: Claims[];

beforeAll(async () => {
  temp = await openTempDatabase('concurrency');
  db = temp.db;
  users = [];
  for (let i = 0; i < 5; i += 1) users.push((await createUser(db, { staff: i % 2 === 0 })).claims);
});
afterAll(async () => temp?.dispose());

describe('many asClaims calls at once on one PGlite connection', () => {
  it('keep each transaction under its own claims from start to end, and lose no write', async () => {
    const calls = 300;
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: calls }, (_, i) => {
        const claims: Claims = i % 3 === 0 ? { role: 'anon' } : users[i % users.length]!;
        return db.asClaims(claims, async (tx) => {
          const before = await tx.query<{ uid: string | null; role: string }>(
            'select auth.uid() as uid, current_user as role',
          );
          // Yield to the event loop between statements: other calls get every chance to cut in.
          await new Promise((resolve) => setTimeout(resolve, 0));
          await tx.query(
            `insert into public.contact_messages (name, email, message) values ('Load', $1, 'hi')`,
            [uniqueEmail(`load${i}`)],
          );
          const after = await tx.query<{ uid: string | null; role: string }>(
            'select auth.uid() as uid, current_user as role',
          );
          return { expected: claims, before: before.rows[0]!, after: after.rows[0]! };
        });
      }),
    );
    const elapsed = performance.now() - started;
    console.info(
      `[concurrency] ${calls} concurrent asClaims transactions in ${elapsed.toFixed(0)} ms`,
    );

    for (const { expected, before, after } of results) {
      expect(before).toEqual({ uid: expected.sub ?? null, role: expected.role });
      expect(after).toEqual(before);
    }
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.contact_messages where email like 'load%'`,
    );
    expect(rows[0]!.n).toBe(calls);
  });

  it('roll back a failing transaction with its Postgres error intact, without disturbing the others', async () => {
    const email = uniqueEmail('dup');
    const insert = () =>
      db.transaction((tx) =>
        tx.query(`insert into public.membership_requests (first_name, email) values ('Ada', $1)`, [
          email,
        ]),
      );
    const outcomes = await Promise.allSettled([insert(), insert(), db.query('select 1 as ok')]);
    expect(outcomes[0]).toMatchObject({ status: 'fulfilled' });
    expect(outcomes[1]).toMatchObject({
      status: 'rejected',
      reason: {
        code: '23505',
        message:
          'duplicate key value violates unique constraint "membership_requests_email_lower_key"',
        detail: `Key (lower(email::text))=(${email}) already exists.`,
        constraint: 'membership_requests_email_lower_key',
      },
    });
    // Queued right behind the failure: had the aborted transaction been left open, this would
    // fail with 25P02 (current transaction is aborted).
    expect(outcomes[2]).toMatchObject({ status: 'fulfilled', value: { rows: [{ ok: 1 }] } });
  });

  it('give a visitor the duplicate code but not the stored value (no read access, no detail)', async () => {
    const email = uniqueEmail('dup-anon');
    const insert = () =>
      db.asClaims({ role: 'anon' }, (tx) =>
        tx.query(`insert into public.membership_requests (first_name, email) values ('Ada', $1)`, [
          email,
        ]),
      );
    await insert();
    await expect(insert()).rejects.toMatchObject({ code: '23505', detail: undefined });
  });

  it('refuse a nested database call from inside a transaction instead of hanging', async () => {
    await expect(db.transaction(() => db.query('select 1'))).rejects.toThrow(
      /use the tx passed to the callback/,
    );
  });
});

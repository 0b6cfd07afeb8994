// Where a request came from (20251204410000_request_sources.sql): a visitor's row takes its
// table's public source and cannot name another, a staff member's row is 'staff', and the service
// role (scripts, the coming newsletters feature's campaigns) may set any source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../../supabase/local/db/index.ts';
import { createUser, uniqueEmail } from './support/fixtures.ts';
import { openTempDatabase, sqlStateOf, type TempDatabase } from './support/temp-database.ts';

let temp: TempDatabase;
let db: Database;
let staff: Claims;
const anon: Claims = { role: 'anon' };

beforeAll(async () => {
  temp = await openTempDatabase('request-sources');
  db = temp.db;
  staff = (await createUser(db, { staff: true })).claims;
});
afterAll(async () => temp?.dispose());

/** A request with its e-mail ($1), and with a source ($2) when asked. */
const insertSql = (table: keyof typeof COLUMNS, withSource = false) =>
  `insert into public.${table} (${COLUMNS[table]}, email${withSource ? ', source' : ''})
   values (${VALUES[table]}, $1${withSource ? ', $2' : ''})`;
const COLUMNS = { membership_requests: 'first_name', event_requests: 'name, event_type' };
const VALUES = { membership_requests: "'Ada'", event_requests: "'Guest', 'dinner'" };

async function sourceOf(table: keyof typeof COLUMNS, email: string): Promise<string> {
  const { rows } = await db.query<{ source: string }>(
    `select source from public.${table} where email = $1`,
    [email],
  );
  return rows[0]!.source;
}

describe.each([
  ['membership_requests', 'join_form'],
  ['event_requests', 'event_page'],
] as const)('%s', (table, visitorSource) => {
  it(`records a visitor's request as ${visitorSource}`, async () => {
    const email = uniqueEmail();
    await db.asClaims(anon, (tx) => tx.query(insertSql(table), [email]));
    expect(await sourceOf(table, email)).toBe(visitorSource);
  });

  it('refuses a visitor naming a source', async () => {
    const sql = insertSql(table, true);
    expect(
      await sqlStateOf(db.asClaims(anon, (tx) => tx.query(sql, [uniqueEmail(), 'staff']))),
    ).toBe('42501');
  });

  it("records a staff member's request as staff", async () => {
    const email = uniqueEmail();
    await db.asClaims(staff, (tx) => tx.query(insertSql(table), [email]));
    expect(await sourceOf(table, email)).toBe('staff');
  });

  it('lets the service role set a campaign, and refuses a source not on the list', async () => {
    const sql = insertSql(table, true);
    const email = uniqueEmail();
    await db.asClaims({ role: 'service_role' }, (tx) => tx.query(sql, [email, 'campaign']));
    expect(await sourceOf(table, email)).toBe('campaign');
    expect(await sqlStateOf(db.query(sql, [uniqueEmail(), 'billboard']))).toBe('23514');
  });
});

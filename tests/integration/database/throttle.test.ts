import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../../supabase/local/db/index.ts';
import { uniqueEmail } from './support/fixtures.ts';
import { openTempDatabase, type TempDatabase } from './support/temp-database.ts';

let temp: TempDatabase;
let db: Database;
const anon: Claims = { role: 'anon' };

beforeAll(async () => {
  temp = await openTempDatabase('throttle');
  db = temp.db;
});
afterAll(async () => temp?.dispose());

const submitters = {
  event_requests: (email: string) =>
    db.asClaims(anon, (tx) =>
      tx.query(
        `insert into public.event_requests (name, email, event_type) values ('Guest Name', $1, 'dinner')`,
        [email],
      ),
    ),
  contact_messages: (email: string) =>
    db.asClaims(anon, (tx) =>
      tx.query(
        `insert into public.contact_messages (name, email, message) values ('Maya', $1, 'Hello')`,
        [email],
      ),
    ),
};

describe.each(Object.entries(submitters))('throttle on %s', (table, submit) => {
  it('accepts five submissions from one address in ten minutes and refuses the sixth with PT429', async () => {
    const email = uniqueEmail(table);
    for (let i = 0; i < 5; i += 1) await submit(i % 2 ? email : email.toUpperCase());
    await expect(submit(email)).rejects.toMatchObject({
      code: 'PT429',
      message: expect.stringMatching(/^rate_limited:/),
    });
  });

  it('does not touch other addresses', async () => {
    const busy = uniqueEmail('busy');
    for (let i = 0; i < 5; i += 1) await submit(busy);
    await submit(uniqueEmail('calm'));
  });

  it('counts only the last ten minutes', async () => {
    const email = uniqueEmail('later');
    for (let i = 0; i < 5; i += 1) await submit(email);
    await db.query(
      `update public.${table} set created_at = now() - interval '11 minutes' where email = $1`,
      [email],
    );
    await submit(email);
  });
});

describe('throttle on membership_requests', () => {
  it('lets a single application through (the unique e-mail already stops a second one)', async () => {
    await db.asClaims(anon, (tx) =>
      tx.query(`insert into public.membership_requests (first_name, email) values ('Ada', $1)`, [
        uniqueEmail(),
      ]),
    );
  });
});

describe('throttle on a table it has no count for', () => {
  it('refuses the insert rather than counting another table', async () => {
    await db.transaction((tx) =>
      tx.exec(`create table public.throttle_probe (email text not null, created_at timestamptz not null default now());
        create trigger throttle_probe_throttle before insert on public.throttle_probe
          for each row execute function private.throttle_submissions();`),
    );
    await expect(
      db.query(`insert into public.throttle_probe (email) values ($1)`, [uniqueEmail()]),
    ).rejects.toThrow('throttle_submissions has no count for table throttle_probe');
    await db.query('drop table public.throttle_probe');
  });
});

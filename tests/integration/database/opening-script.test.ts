import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
import { createThrowawayDatabase } from './support/local-postgres.ts';
import { openTempDatabase, type TempDatabase } from './support/temp-database.ts';

// What a client controls reaches the opening script as a request header's value: it must come
// back from current_setting() exactly as sent, on both databases, and never run as SQL.
const HOSTILE = [
  "it's",
  'back\\slash \\x41 \\n',
  "\\'; drop table public.contact_messages; --",
  "'); select pg_sleep(10); --",
  '$$ dollar $tag$',
  'line\nbreak\ttab',
  'العربية — émoji 🚀',
  '',
];

const server = await createThrowawayDatabase();
const postgresSkip = 'reason' in server ? server.reason : undefined;

describe.each([
  ['PGlite', undefined],
  ['PostgreSQL', postgresSkip ?? null],
] as const)('a request transaction opened in one script on %s', (engine, skip) => {
  let db: Database;
  let temp: TempDatabase | undefined;

  beforeAll(async () => {
    if (skip) return;
    if (engine === 'PGlite') {
      temp = await openTempDatabase('opening');
      db = temp.db;
    } else if (!('reason' in server)) {
      db = await openDatabase({ databaseUrl: server.url });
    }
  });

  afterAll(async () => {
    if (temp) await temp.dispose();
    else if (db) {
      await db.close();
      if (!('reason' in server)) await server.dispose();
    }
  });

  it.skipIf(Boolean(skip)).each(HOSTILE)('reads back %j exactly', async (value) => {
    const read = await db.asClaims(
      { role: 'anon' },
      (tx) =>
        tx.query<{ value: string; role: string }>(
          `select current_setting('request.test_value') as value, current_user as role`,
        ),
      { 'request.test_value': value },
    );
    expect(read.rows[0]).toEqual({ value, role: 'anon' });
    const table = await db.query<{ exists: boolean }>(
      `select to_regclass('public.contact_messages') is not null as exists`,
    );
    expect(table.rows[0]?.exists).toBe(true);
  });

  it.skipIf(Boolean(skip))('keeps the role and settings to its own transaction', async () => {
    await db.asClaims({ role: 'authenticated', sub: 'u-1' }, async () => undefined, {
      'request.test_value': 'set',
    });
    const after = await db.transaction((tx) =>
      tx.query<{ value: string | null; role: string; sub: string | null }>(
        `select current_setting('request.test_value', true) as value, current_user as role,
                current_setting('request.jwt.claim.sub', true) as sub`,
      ),
    );
    expect(after.rows[0]?.value ?? '').toBe('');
    expect(after.rows[0]?.sub ?? '').toBe('');
    expect(after.rows[0]?.role).not.toBe('authenticated');
  });

  it.skipIf(Boolean(skip))(
    'rolls back when the work fails, leaving the connection usable',
    async () => {
      await expect(
        db.asClaims({ role: 'anon' }, (tx) => tx.query('select 1/0')),
      ).rejects.toMatchObject({ code: '22012' });
      const next = await db.asClaims({ role: 'anon' }, (tx) =>
        tx.query<{ role: string }>('select current_user as role'),
      );
      expect(next.rows[0]?.role).toBe('anon');
    },
  );
});

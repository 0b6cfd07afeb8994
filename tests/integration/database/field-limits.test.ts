// Every typed field's limit in FIELD_LIMITS (what the forms and functions check) is the limit
// its SQL check enforces, read from the migrated database's own constraints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIELD_LIMITS,
  type FieldLimit,
} from '../../../supabase/functions/_shared/domain/field-limits.ts';
import type { Database } from '../../../supabase/local/db/index.ts';
import { openTempDatabase, type TempDatabase } from './support/temp-database.ts';

const COLUMNS: readonly [table: string, column: string, limit: FieldLimit][] = [
  ['membership_requests', 'first_name', 'personName'],
  ['membership_requests', 'last_name', 'personName'],
  ['membership_requests', 'phone_number', 'phone'],
  ['membership_requests', 'company', 'company'],
  ['membership_requests', 'title', 'title'],
  ['membership_requests', 'linkedin_url', 'linkedinUrl'],
  ['membership_requests', 'referred_by', 'referredBy'],
  ['membership_requests', 'additional_info', 'additionalInfo'],
  ['event_requests', 'name', 'personName'],
  ['event_requests', 'phone_number', 'phone'],
  ['event_requests', 'company', 'company'],
  ['event_requests', 'title', 'title'],
  ['event_requests', 'interests', 'interests'],
  ['contact_messages', 'name', 'personName'],
  ['contact_messages', 'message', 'message'],
  ['contacts', 'first_name', 'personName'],
  ['contacts', 'last_name', 'personName'],
  ['contacts', 'phone', 'phone'],
  ['contacts', 'company', 'company'],
  ['contacts', 'title', 'title'],
  ['contacts', 'goal', 'goal'],
  ['contacts', 'linkedin_url', 'linkedinUrl'],
  ['companies', 'company', 'company'],
  ['contact_notes', 'content', 'note'],
  ['profiles', 'email', 'email'],
  ['profiles', 'first_name', 'personName'],
  ['profiles', 'last_name', 'personName'],
  ['mail_outbox', 'to_address', 'email'],
  ['privacy_requests', 'details', 'privacyDetails'],
  ['privacy_requests', 'outcome_note', 'note'],
  ['privacy_requests', 'extension_reason', 'note'],
  ['privacy_incidents', 'notes', 'note'],
  ['campaigns', 'subject_en', 'campaignSubject'],
  ['campaigns', 'subject_ar', 'campaignSubject'],
  ['campaigns', 'body_en', 'campaignBody'],
  ['campaigns', 'body_ar', 'campaignBody'],
  ['campaigns', 'sender_name', 'campaignSender'],
];

let temp: TempDatabase;
let db: Database;

beforeAll(async () => {
  temp = await openTempDatabase('field-limits');
  db = temp.db;
});
afterAll(async () => temp?.dispose());

/** The upper bounds (`<= N`) in the check constraints of one column, or of a domain. */
async function upperBounds(sql: string, params: unknown[]): Promise<number[]> {
  const { rows } = await db.query<{ def: string }>(sql, params);
  return rows.flatMap((row) => [...row.def.matchAll(/<= (\d+)/g)].map((m) => Number(m[1])));
}

describe('field limits', () => {
  it.each(COLUMNS)('%s.%s is checked at FIELD_LIMITS.%s', async (table, column, limit) => {
    const bounds = await upperBounds(
      `select pg_get_constraintdef(c.oid) as def
         from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.contype = 'c' and c.conrelid = ('public.' || $1)::regclass and a.attname = $2`,
      [table, column],
    );
    expect(bounds).toEqual([FIELD_LIMITS[limit]]);
  });

  it('the email_address domain holds at most FIELD_LIMITS.email characters', async () => {
    const bounds = await upperBounds(
      `select pg_get_constraintdef(oid) as def from pg_constraint
        where contypid = 'public.email_address'::regtype`,
      [],
    );
    expect(bounds).toEqual([FIELD_LIMITS.email]);
  });

  it.each([
    ['first_name', 'personName'],
    ['company', 'company'],
    ['title', 'title'],
    ['phone', 'phone'],
  ] as const)(
    'private.column_limit reads contacts.%s as FIELD_LIMITS.%s (update_my_details asks it)',
    async (column, limit) => {
      const { rows } = await db.query<{ n: number }>(
        `select private.column_limit('public.contacts', $1) as n`,
        [column],
      );
      expect(rows[0]!.n).toBe(FIELD_LIMITS[limit]);
    },
  );

  it('every limit is pinned to at least one column', () => {
    const pinned = new Set(COLUMNS.map(([, , limit]) => limit));
    expect(Object.keys(FIELD_LIMITS).filter((limit) => !pinned.has(limit as FieldLimit))).toEqual(
      [],
    );
  });
});

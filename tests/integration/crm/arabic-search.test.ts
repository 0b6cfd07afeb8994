// Staff find Arabic names however they are written (…_arabic_search.sql), through real
// supabase-js on the embedded backend: the board's counts and cards, and the All table (its
// words folded in the browser by selectAllRows, the view's text in the database), for each
// spelling in the shared table, for contacts and for membership and event requests.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ALL_QUERY,
  ROW_COLUMNS,
  selectAllRows,
} from '../../../src/lib/crm/all-rows-query.ts';
import type { ViewRow } from '../../../src/lib/crm/unified-rows.ts';
import type { TypedSupabaseClient } from '../../../src/lib/supabase/typed-client.ts';
import { SEARCH_PAIRS } from '../../unit/text/arabic-search-cases.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let backend: TestBackend;
let staff: TestUser;
const tag = `ar${randomUUID().slice(0, 8)}`;
/** The word that sets the contact of SEARCH_PAIRS[i] apart from the others. */
const key = (i: number) => `k${i}${tag}`;

beforeAll(async () => {
  backend = await startBackend();
  staff = await createTestUser(backend, { staff: true });
  const admin = backend.client(backend.serviceRoleKey);
  const contacts = SEARCH_PAIRS.map(([, stored], i) => ({
    first_name: stored,
    last_name: key(i),
    email: `${key(i)}@example.com`,
    company: 'شركة الرياض',
    stage: 'evaluation',
  }));
  expect((await admin.from('contacts').insert(contacts)).error).toBeNull();
  const membership = {
    first_name: 'عائشة',
    last_name: `الأحمدي ${tag}`,
    email: `m-${tag}@example.com`,
    additional_info: 'تعرّفتُ على الشبكة في مُلتقى الرياض',
  };
  expect((await admin.from('membership_requests').insert(membership)).error).toBeNull();
  const guest = {
    name: `إبراهيم مصطفى ${tag}`,
    email: `e-${tag}@example.com`,
    event_type: 'dinner',
  };
  expect((await admin.from('event_requests').insert(guest)).error).toBeNull();
});
afterAll(async () => {
  await backend?.stop();
});

async function allRows(search: string) {
  const result = await selectAllRows(
    staff.client as TypedSupabaseClient,
    { ...DEFAULT_ALL_QUERY, search },
    ROW_COLUMNS,
    'exact',
  ).overrideTypes<ViewRow[], { merge: false }>();
  expect(result.error).toBeNull();
  return result.data ?? [];
}

async function boardNames(client: SupabaseClient, query: string) {
  const counts = await client.rpc('board_stage_counts', { p_query: query });
  expect(counts.error).toBeNull();
  const cards = await client.rpc('board_cards', { p_query: query });
  expect(cards.error).toBeNull();
  return {
    counts: Object.fromEntries(
      ((counts.data ?? []) as { stage: string; total: number }[]).map((r) => [r.stage, r.total]),
    ),
    names: ((cards.data ?? []) as { first_name: string }[]).map((card) => card.first_name),
  };
}

describe('the board search', () => {
  it.each(SEARCH_PAIRS.map((pair, i) => [...pair, i] as const))(
    '"%s" finds "%s"',
    async (query, stored, i) => {
      expect(await boardNames(staff.client, `${query} ${key(i)}`)).toEqual({
        counts: { evaluation: 1 },
        names: [stored],
      });
      // And a company typed with taa marbuta is found without it.
      const byCompany = await boardNames(staff.client, `شركه ${key(i)}`);
      expect(byCompany.names).toEqual([stored]);
    },
  );
});

describe('the All table search', () => {
  it.each(SEARCH_PAIRS.map((pair, i) => [...pair, i] as const))(
    '"%s" finds "%s"',
    async (query, stored, i) => {
      const rows = await allRows(`${query} ${key(i)}`);
      expect(rows.map((row) => [row.kind, row.name])).toEqual([['contact', `${stored} ${key(i)}`]]);
    },
  );

  it('finds requests by name and message in any spelling', async () => {
    const names = async (search: string) => (await allRows(`${search} ${tag}`)).map((r) => r.kind);
    expect(await names('عايشه الاحمدي')).toEqual(['membership']);
    expect(await names('مُلتَقى')).toEqual(['membership']);
    expect(await names('ملتقي')).toEqual(['membership']);
    expect(await names('منتدى')).toEqual([]);
    expect(await names('ابراهيم مصطفي')).toEqual(['event']);
    expect(await names('أبراهيم مصطفى')).toEqual(['event']);
  });
});

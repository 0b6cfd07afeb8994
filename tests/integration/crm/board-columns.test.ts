// The board's reads at volume (supabase/migrations/20251126000300_board_columns.sql) through real
// supabase-js on the embedded backend: true counts per stage under the filters and the search,
// each column's cards in the board's order a window at a time down to the oldest, whether the
// person has an account; staff only (a member counts and sees nothing, a visitor is refused).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let backend: TestBackend;
let staff: TestUser;
let member: TestUser;
const tag = `Volume${randomUUID().slice(0, 8)}`;
// 260 in evaluation (more than two windows of 100), 3 in closed_won, none elsewhere.
const EVALUATION = 260;

interface Card {
  id: string;
  first_name: string;
  stage: string;
  heat_rating: number;
  created_at: string;
  has_account: boolean;
}

beforeAll(async () => {
  backend = await startBackend();
  staff = await createTestUser(backend, { staff: true });
  member = await createTestUser(backend, { email: `Member-${tag}@Example.com` });
  const admin = backend.client(backend.serviceRoleKey);
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: EVALUATION }, (_, n) => ({
    first_name: `Card${n}`,
    last_name: tag,
    email: `card-${n}-${tag}@example.com`,
    stage: 'evaluation',
    heat_rating: n % 3,
    lead_type: n % 2 ? 'investor_buyer' : 'other',
    industry: n % 4 === 0 ? 'finance' : null,
    // Every 10th pair shares its created_at, so the id decides between them.
    created_at: new Date(start + Math.floor(n / 2) * 60_000).toISOString(),
  }));
  rows.push(
    ...['Won A', 'Won B', 'Won C'].map((name, k) => ({
      first_name: name,
      last_name: tag,
      // Won C is the member: same address in another case.
      email: k === 2 ? `member-${tag}@example.com` : `won-${k}-${tag}@example.com`,
      stage: 'closed_won',
      heat_rating: 5,
      lead_type: 'other',
      industry: null,
      created_at: new Date(start + k * 1000).toISOString(),
    })),
  );
  const { error } = await admin.from('contacts').insert(rows);
  expect(error).toBeNull();
});
afterAll(async () => {
  await backend?.stop();
});

/** Heat descending, then newest first, then id. */
function inBoardOrder(a: Card, b: Card): number {
  return (
    b.heat_rating - a.heat_rating ||
    Date.parse(b.created_at) - Date.parse(a.created_at) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

async function counts(user: TestUser, args: Record<string, string> = {}) {
  const { data, error } = await user.client.rpc('board_stage_counts', { p_query: tag, ...args });
  expect(error).toBeNull();
  const rows = (data ?? []) as { stage: string; total: number }[];
  return Object.fromEntries(rows.map((row) => [row.stage, row.total]));
}

async function cards(args: Record<string, unknown>): Promise<Card[]> {
  const { data, error } = await staff.client.rpc('board_cards', { p_query: tag, ...args });
  expect(error).toBeNull();
  return (data ?? []) as Card[];
}

describe('board_stage_counts', () => {
  it('counts every stage under the search and the filters', async () => {
    expect(await counts(staff)).toEqual({ evaluation: EVALUATION, closed_won: 3 });
    expect(await counts(staff, { p_lead_type: 'investor_buyer' })).toEqual({
      evaluation: EVALUATION / 2,
    });
    expect(await counts(staff, { p_industry: 'finance' })).toEqual({ evaluation: EVALUATION / 4 });
    // Every word a prefix: Card25 and Card250 to Card259.
    expect(await counts(staff, { p_query: `card25 ${tag}` })).toEqual({ evaluation: 11 });
    // No word at all is no search: the whole pipeline, at least ours.
    const all = await counts(staff, { p_query: ' !? ' });
    expect(all['evaluation']).toBeGreaterThanOrEqual(EVALUATION);
  });

  it('counts nothing for a member and is refused to visitors', async () => {
    expect(await counts(member)).toEqual({});
    const anon = backend.client(backend.anonKey);
    expect((await anon.rpc('board_stage_counts', { p_query: tag })).error).not.toBeNull();
    expect((await anon.rpc('board_cards', { p_query: tag })).error).not.toBeNull();
    const byMember = await member.client.rpc('board_cards', { p_query: tag });
    expect(byMember.error).toBeNull();
    expect(byMember.data).toEqual([]);
  });
});

describe('board_cards', () => {
  it('gives each stage its first cards in the board order, with has_account', async () => {
    const first = await cards({ p_limit: 100 });
    const evaluation = first.filter((card) => card.stage === 'evaluation');
    const won = first.filter((card) => card.stage === 'closed_won');
    expect(evaluation).toHaveLength(100);
    expect(evaluation).toEqual([...evaluation].sort(inBoardOrder));
    // 86 of the 260 have heat 2 (n % 3 === 2); then heat 1.
    expect(evaluation.map((card) => card.heat_rating)).toEqual([
      ...Array<number>(86).fill(2),
      ...Array<number>(14).fill(1),
    ]);
    expect(won.map((card) => [card.first_name, card.has_account])).toEqual([
      ['Won C', true],
      ['Won B', false],
      ['Won A', false],
    ]);
  });

  it('walks a column window by window after its last card, down to the oldest, none twice', async () => {
    const seen: Card[] = [];
    let window = await cards({ p_limit: 100, p_stage: 'evaluation' });
    while (window.length > 0) {
      seen.push(...window);
      const last = window.at(-1)!;
      window = await cards({
        p_limit: 100,
        p_stage: 'evaluation',
        p_after_heat: last.heat_rating,
        p_after_created_at: last.created_at,
        p_after_id: last.id,
      });
    }
    expect(seen).toHaveLength(EVALUATION);
    expect(new Set(seen.map((card) => card.id)).size).toBe(EVALUATION);
    expect(seen).toEqual([...seen].sort(inBoardOrder));
    // The oldest of the coolest is the very last card.
    expect(seen.at(-1)?.first_name).toBe('Card0');
  });

  it('applies the filters and keeps a window within 1 to 500 cards', async () => {
    const finance = await cards({ p_industry: 'finance', p_limit: 500 });
    expect(finance).toHaveLength(EVALUATION / 4);
    const investors = await cards({ p_lead_type: 'investor_buyer', p_limit: 500 });
    expect(investors).toHaveLength(EVALUATION / 2);
    expect(await cards({ p_stage: 'evaluation', p_limit: 0 })).toHaveLength(1);
    const many = await cards({ p_stage: 'evaluation', p_query: '', p_limit: 100_000 });
    expect(many.length).toBeLessThanOrEqual(500);
  });
});

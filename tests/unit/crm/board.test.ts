import { describe, expect, it } from 'vitest';
import {
  applyContactChanges,
  buildBoard,
  moveContact,
  removeContact,
  upsertContact,
  type BoardContact,
} from '../../../src/lib/crm/board.ts';

function contact(id: string, overrides: Partial<BoardContact> = {}): BoardContact {
  return {
    id,
    first_name: id,
    last_name: 'Test',
    email: `${id}@example.com`,
    company: null,
    title: null,
    industry: null,
    lead_type: 'other',
    stage: 'mql_lead',
    heat_rating: 0,
    created_at: '2026-01-01T00:00:00Z',
    has_account: false,
    ...overrides,
  };
}

describe('buildBoard', () => {
  it.each([
    [
      'hotter first',
      [contact('a', { heat_rating: 1 }), contact('b', { heat_rating: 4 })],
      ['b', 'a'],
    ],
    [
      'same heat: newest first',
      [
        contact('old', { heat_rating: 2, created_at: '2026-01-01T00:00:00Z' }),
        contact('new', { heat_rating: 2, created_at: '2026-02-01T00:00:00Z' }),
      ],
      ['new', 'old'],
    ],
    ['same heat and date: by id', [contact('z'), contact('m')], ['m', 'z']],
  ])('orders a column %s', (_label, contacts, expected) => {
    expect(buildBoard(contacts).columns.mql_lead).toEqual(expected);
  });

  it('puts a contact with an unknown stage in mql_lead, and every stage has a column', () => {
    const board = buildBoard([contact('x', { stage: '' }), contact('y', { stage: 'closed_won' })]);
    expect(board.columns.mql_lead).toEqual(['x']);
    expect(board.columns.closed_won).toEqual(['y']);
    expect(Object.keys(board.columns)).toEqual([
      'mql_lead',
      'sql_qualification',
      'sqo_discovery',
      'evaluation',
      'closed_won',
      'closed_lost',
    ]);
  });
});

describe('changes to the board', () => {
  const board = buildBoard([contact('a', { heat_rating: 3 }), contact('b', { heat_rating: 1 })]);

  it('moves a card to another column, sorted there, and leaves the rest alone', () => {
    const moved = moveContact(board, 'b', 'evaluation');
    expect(moved.columns.mql_lead).toEqual(['a']);
    expect(moved.columns.evaluation).toEqual(['b']);
    expect(moved.byId['b']?.stage).toBe('evaluation');
    expect(board.columns.mql_lead).toEqual(['a', 'b']);
  });

  it('does nothing for a move to the same stage or an unknown card', () => {
    expect(moveContact(board, 'a', 'mql_lead')).toBe(board);
    expect(moveContact(board, 'nope', 'evaluation')).toBe(board);
  });

  it('re-sorts a column when a live change raises a heat rating', () => {
    const next = upsertContact(board, { ...board.byId['b']!, heat_rating: 5 });
    expect(next.columns.mql_lead).toEqual(['b', 'a']);
  });

  it('adds a new card and removes a deleted one', () => {
    const added = upsertContact(board, contact('c', { stage: 'closed_lost' }));
    expect(added.columns.closed_lost).toEqual(['c']);
    const removed = removeContact(added, 'a');
    expect(removed.columns.mql_lead).toEqual(['b']);
    expect(removed.byId['a']).toBeUndefined();
  });
});

describe('applyContactChanges', () => {
  const board = buildBoard([
    contact('a', { heat_rating: 3 }),
    contact('b', { heat_rating: 2 }),
    contact('c', { heat_rating: 1, stage: 'evaluation' }),
  ]);

  it.each<[string, Parameters<typeof applyContactChanges>[1], Record<string, string[]>]>([
    ['nothing', [], { mql_lead: ['a', 'b'], evaluation: ['c'] }],
    [
      'a move and a heat change in one batch',
      [
        { type: 'upsert', row: contact('a', { heat_rating: 3, stage: 'evaluation' }) },
        { type: 'upsert', row: contact('b', { heat_rating: 5 }) },
      ],
      { mql_lead: ['b'], evaluation: ['a', 'c'] },
    ],
    [
      'a new contact and a delete',
      [
        { type: 'upsert', row: contact('n', { heat_rating: 4 }) },
        { type: 'delete', id: 'c' },
      ],
      { mql_lead: ['n', 'a', 'b'], evaluation: [] },
    ],
    [
      'the last change of a contact wins',
      [
        { type: 'upsert', row: contact('b', { stage: 'closed_won' }) },
        { type: 'upsert', row: contact('b', { heat_rating: 2, stage: 'mql_lead' }) },
      ],
      { mql_lead: ['a', 'b'], closed_won: [] },
    ],
  ])('%s', (_name, changes, expected) => {
    const next = applyContactChanges(board, changes);
    for (const [stage, ids] of Object.entries(expected)) {
      expect(next.columns[stage as keyof typeof next.columns]).toEqual(ids);
    }
  });

  it('gives the same board as one change at a time, for a burst of 150 over 10,050 contacts', () => {
    const stages = ['mql_lead', 'sql_qualification', 'evaluation'] as const;
    const many = buildBoard(
      Array.from({ length: 10_050 }, (_, i) =>
        contact(`c${i}`, { heat_rating: i % 6, stage: stages[i % 3]! }),
      ),
    );
    const burst = Array.from({ length: 150 }, (_, i) => ({
      type: 'upsert' as const,
      row: contact(`c${i * 7}`, { heat_rating: (i * 5) % 6, stage: stages[(i + 1) % 3]! }),
    }));
    const batched = applyContactChanges(many, burst);
    const oneByOne = burst.reduce((current, change) => upsertContact(current, change.row), many);
    expect(batched.columns).toEqual(oneByOne.columns);
    expect(Object.keys(batched.byId)).toHaveLength(10_050);
  });
});

import { describe, expect, it } from 'vitest';
import {
  appendWindow,
  applyContactChanges,
  boardFromWindows,
  buildBoard,
  lastCard,
  withTotals,
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
    open_checklist_items: 0,
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
  }, 60_000); // 150 boards of 10,050 contacts rebuilt one change at a time: seconds on a busy machine
});

describe('a column that holds a window', () => {
  // Five in evaluation, heat 5 down to 1; the board holds the first two of them.
  const all = [5, 4, 3, 2, 1].map((heat) =>
    contact(`h${heat}`, { stage: 'evaluation', heat_rating: heat }),
  );
  const held = boardFromWindows(all.slice(0, 2), { evaluation: 5, closed_won: 1 }, 2);

  it('counts what the server counted, and knows it holds only part', () => {
    expect(held.columns.evaluation).toEqual(['h5', 'h4']);
    expect(held.totals).toMatchObject({ evaluation: 5, closed_won: 1, mql_lead: 0 });
    expect(held.complete).toMatchObject({ evaluation: false, mql_lead: true });
  });

  it('appends the next window after its last card, and is complete when it comes back short', () => {
    const next = appendWindow(held, 'evaluation', all.slice(2, 4), 2);
    expect(next.columns.evaluation).toEqual(['h5', 'h4', 'h3', 'h2']);
    expect(next.complete.evaluation).toBe(false);
    const last = appendWindow(next, 'evaluation', all.slice(4), 2);
    expect(last.columns.evaluation).toEqual(['h5', 'h4', 'h3', 'h2', 'h1']);
    expect(last.complete.evaluation).toBe(true);
    expect(last.totals.evaluation).toBe(5);
    expect(lastCard(last, 'evaluation')?.id).toBe('h1');
  });

  it('takes in a change that sorts within the window, and leaves out one past its end', () => {
    const hot = contact('new-hot', {
      stage: 'evaluation',
      heat_rating: 5,
      created_at: '2026-03-01T00:00:00Z',
    });
    const cold = contact('new-cold', { stage: 'evaluation', heat_rating: 0 });
    const next = applyContactChanges(held, [
      { type: 'upsert', row: hot },
      { type: 'upsert', row: cold },
    ]);
    expect(next.columns.evaluation).toEqual(['new-hot', 'h5', 'h4']);
    expect(next.byId['new-cold']).toBeUndefined();
    // Not held before: new or moved from an unread part; the server's next count says.
    expect(next.totals.evaluation).toBe(5);
  });

  it('moves a held card with its counts, into a column past its window too', () => {
    const moved = moveContact(held, 'h4', 'closed_won');
    expect(moved.totals).toMatchObject({ evaluation: 4, closed_won: 2 });
    expect(moved.columns.closed_won).toEqual(['h4']);
    const back = moveContact(moved, 'h4', 'evaluation');
    expect(back.totals).toMatchObject({ evaluation: 5, closed_won: 1 });
    // The window now ends at h5, and h4 sorts after it: the next window read brings it.
    expect(back.columns.evaluation).toEqual(['h5']);
    expect(back.byId['h4']).toBeUndefined();
  });

  it('drops a changed card that no longer passes the filters, one fewer in its column', () => {
    const next = applyContactChanges(
      held,
      [{ type: 'upsert', row: { ...held.byId['h5']!, lead_type: 'investor_buyer' } }],
      (card) => card.lead_type === 'other',
    );
    expect(next.columns.evaluation).toEqual(['h4']);
    expect(next.totals.evaluation).toBe(4);
    expect(removeContact(next, 'h4').totals.evaluation).toBe(3);
  });

  it('takes the server counts, never below what a column shows', () => {
    expect(withTotals(held, { evaluation: 7 }).totals).toMatchObject({
      evaluation: 7,
      closed_won: 0,
    });
    expect(withTotals(held, {}).totals.evaluation).toBe(2);
  });
});

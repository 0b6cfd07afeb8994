// The pipeline board's state, normalised (records by id, ids by stage), and the rules that order
// it: a missing stage reads as mql_lead (docs/behaviour/staff-app.md#pipeline-stages); a column is
// sorted by heat rating, highest first, ties by the most recent contact.
import { latestChanges, type RowChange } from '../live/row-changes.ts';
import {
  DEFAULT_STAGE,
  isPipelineStage,
  PIPELINE_STAGE_IDS,
  type PipelineStage,
} from './domain.ts';

/** What a card needs; the rest of the row stays in the record. */
export interface BoardContact {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  title: string | null;
  industry: string | null;
  lead_type: string;
  stage: string;
  heat_rating: number;
  created_at: string;
  has_account: boolean;
}

export type Columns = Record<PipelineStage, string[]>;

export interface BoardState<T extends BoardContact = BoardContact> {
  byId: Record<string, T>;
  columns: Columns;
}

export function stageOf(contact: Pick<BoardContact, 'stage'>): PipelineStage {
  return isPipelineStage(contact.stage) ? contact.stage : DEFAULT_STAGE;
}

/** Heat descending, then newest first, then id (so the order is total and stable). */
export function compareCards(a: BoardContact, b: BoardContact): number {
  return (
    b.heat_rating - a.heat_rating ||
    (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function emptyColumns(): Columns {
  return Object.fromEntries(PIPELINE_STAGE_IDS.map((stage) => [stage, [] as string[]])) as Columns;
}

export function buildBoard<T extends BoardContact>(contacts: readonly T[]): BoardState<T> {
  const byId: Record<string, T> = {};
  for (const contact of contacts) byId[contact.id] = contact;
  return { byId, columns: columnsOf(byId) };
}

function columnsOf<T extends BoardContact>(byId: Record<string, T>): Columns {
  const columns = emptyColumns();
  const sortedContacts = Object.values(byId).sort(compareCards);
  for (const contact of sortedContacts) columns[stageOf(contact)].push(contact.id);
  return columns;
}

/** Adds or replaces one record (a live change, a saved edit) and re-sorts what it touches. */
export function upsertContact<T extends BoardContact>(
  board: BoardState<T>,
  contact: T,
): BoardState<T> {
  const byId = { ...board.byId, [contact.id]: contact };
  const previous = board.byId[contact.id];
  const columns = { ...board.columns };
  const touched = new Set<PipelineStage>([stageOf(contact)]);
  if (previous) touched.add(stageOf(previous));
  for (const stage of touched) {
    const ids = columns[stage].filter((id) => id !== contact.id);
    if (stage === stageOf(contact)) ids.push(contact.id);
    columns[stage] = ids.sort((a, b) => compareCards(byId[a]!, byId[b]!));
  }
  return { byId, columns };
}

export function removeContact<T extends BoardContact>(
  board: BoardState<T>,
  id: string,
): BoardState<T> {
  const previous = board.byId[id];
  if (!previous) return board;
  const byId = { ...board.byId };
  delete byId[id];
  const stage = stageOf(previous);
  return {
    byId,
    columns: { ...board.columns, [stage]: board.columns[stage].filter((x) => x !== id) },
  };
}

/** The board with one contact moved to another stage (the optimistic half of a drop). */
export function moveContact<T extends BoardContact>(
  board: BoardState<T>,
  id: string,
  to: PipelineStage,
): BoardState<T> {
  const contact = board.byId[id];
  if (!contact || stageOf(contact) === to) return board;
  return upsertContact(board, { ...contact, stage: to });
}

/**
 * The board with a batch of live changes applied in one pass: each touched column is filtered and
 * sorted once, however many of its cards changed (a burst of a thousand edits costs one sort per
 * column, not one per edit). The last change of an id wins.
 */
export function applyContactChanges<T extends BoardContact>(
  board: BoardState<T>,
  changes: readonly RowChange<T>[],
): BoardState<T> {
  const latest = latestChanges(changes);
  if (latest.size === 0) return board;
  const byId = { ...board.byId };
  const touched = new Set<PipelineStage>();
  for (const [id, change] of latest) {
    const previous = byId[id];
    if (previous) touched.add(stageOf(previous));
    if (change.type === 'delete') delete byId[id];
    else {
      byId[id] = change.row;
      touched.add(stageOf(change.row));
    }
  }
  const columns = { ...board.columns };
  for (const stage of touched) {
    const ids = columns[stage].filter((id) => !latest.has(id));
    for (const [id, change] of latest) {
      if (change.type === 'upsert' && stageOf(change.row) === stage) ids.push(id);
    }
    columns[stage] = ids.sort((a, b) => compareCards(byId[a]!, byId[b]!));
  }
  return { byId, columns };
}

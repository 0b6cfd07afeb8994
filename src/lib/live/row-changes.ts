// Live changes to table rows, merged into lists by id. A burst (an import, a colleague's bulk
// edit, Infer Industries) arrives as many changes at once: they are applied in one pass, the last
// change of each id winning, so a list re-renders once per batch, never once per change.

/** One change to one row, as the realtime feed or this tab's own save reports it. */
export type RowChange<T> = { type: 'upsert'; row: T } | { type: 'delete'; id: string };

/** The id a change is about. */
export function changeId<T extends { id: string }>(change: RowChange<T>): string {
  return change.type === 'delete' ? change.id : change.row.id;
}

/** The last change of each id, in the order each id was last changed. */
export function latestChanges<T extends { id: string }>(
  changes: readonly RowChange<T>[],
): Map<string, RowChange<T>> {
  const latest = new Map<string, RowChange<T>>();
  for (const change of changes) {
    const id = changeId(change);
    latest.delete(id);
    latest.set(id, change);
  }
  return latest;
}

/**
 * The list with a batch applied: changed rows replaced where they stand, deleted rows removed, new
 * rows first (the most recently changed at the top). The same array when nothing applies.
 */
export function mergeById<T extends { id: string }>(
  items: readonly T[],
  changes: readonly RowChange<T>[],
): readonly T[] {
  if (changes.length === 0) return items;
  const latest = latestChanges(changes);
  const seen = new Set<string>();
  let changed = false;
  const kept: T[] = [];
  for (const item of items) {
    const change = latest.get(item.id);
    if (!change) {
      kept.push(item);
      continue;
    }
    seen.add(item.id);
    changed = true;
    if (change.type === 'upsert') kept.push(change.row);
  }
  const added: T[] = [];
  for (const [id, change] of latest) {
    if (!seen.has(id) && change.type === 'upsert') added.push(change.row);
  }
  if (!changed && added.length === 0) return items;
  return added.length === 0 ? kept : [...added.reverse(), ...kept];
}

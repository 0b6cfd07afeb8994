// Prefer: count=exact|planned|estimated as PostgREST 12 computes it
// (docs/postgrest-subset.md#counting): exact counts the filtered rows; planned takes the planner's row estimate of the
// count query (EXPLAIN); estimated counts exactly up to db-max-rows and, past it (or when no
// db-max-rows is set), answers the larger of that count and the planner's estimate.
import type { Tx } from '../db/index.ts';
import type { Preferences } from './prefer.ts';

export interface CountPlan {
  /** Count in the read statement (exact and estimated). */
  inStatement: boolean;
  /** The in-statement count stops here: db-max-rows + 1 for estimated. */
  limit?: number;
}

export function countPlan(prefs: Preferences, maxRows: number | undefined): CountPlan {
  if (prefs.count === 'exact') return { inStatement: true };
  if (prefs.count === 'estimated')
    return maxRows === undefined
      ? { inStatement: true }
      : { inStatement: true, limit: maxRows + 1 };
  return { inStatement: false };
}

/** The top plan node's "Plan Rows" of `EXPLAIN (FORMAT JSON) <count query>`. */
export async function plannedRows(
  tx: Tx,
  countQuery: string,
  values: unknown[],
): Promise<number | undefined> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `explain (format json) ${countQuery}`,
    values,
  );
  const cell = rows[0] ? Object.values(rows[0])[0] : undefined;
  const plan: unknown = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const estimate = (plan as [{ Plan?: { 'Plan Rows'?: unknown } }] | undefined)?.[0]?.Plan?.[
    'Plan Rows'
  ];
  return typeof estimate === 'number' ? estimate : undefined;
}

/** The total a response reports, from the in-statement count and, when needed, the plan. */
export async function resolveTotal(
  prefs: Preferences,
  maxRows: number | undefined,
  counted: number | undefined,
  plan: () => Promise<number | undefined>,
): Promise<number | undefined> {
  if (prefs.count === 'planned') return plan();
  if (prefs.count !== 'estimated' || counted === undefined) return counted;
  if (maxRows !== undefined && counted <= maxRows) return counted;
  const planned = await plan();
  return planned === undefined ? counted : Math.max(counted, planned);
}

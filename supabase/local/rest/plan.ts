// The answer to `Accept: application/vnd.pgrst.plan` (supabase-js's explain()) when db-plan-enabled
// is on: EXPLAIN of the statement the request would run, as PostgREST 12 words it (explainF), with
// the options asked for. With `analyze` the statement runs, writes included, as in PostgREST.
import type { Tx } from '../db/index.ts';
import type { PlanMedia } from './media.ts';

export async function explainResponse(
  tx: Tx,
  plan: PlanMedia,
  contentType: string,
  sql: string,
  values: unknown[],
): Promise<Response> {
  const options = [
    `FORMAT ${plan.format.toUpperCase()}`,
    ...plan.options.map((o) => o.toUpperCase()),
  ];
  const result = await tx.query<Record<string, unknown>>(
    `EXPLAIN (${options.join(', ')}) ${sql}`,
    values,
  );
  const lines = result.rows.map((row) => {
    const value = Object.values(row)[0];
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
  return new Response(`${lines.join('\n')}\n`, {
    status: 200,
    headers: { 'content-type': contentType },
  });
}

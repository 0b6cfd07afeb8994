// GET and HEAD on a table or view.
import type { BackendContext, JwtClaims } from '../server/context.ts';
import type { ParsedQuery } from './ast.ts';
import { countPlan, plannedRows, resolveTotal } from './count.ts';
import { singularError } from './errors.ts';
import { negotiateMedia } from './media.ts';
import { applyTimezone, preferenceApplied, readPreferences, transactionEnd } from './prefer.ts';
import { applyRangeHeader, contentRange, readStatus } from './range.ts';
import type { RelationInfo, SchemaCache } from './schema-cache.ts';
import { createParams, quoteIdent } from './sql/params.ts';
import { createPlanContext, planRead, relationSource } from './sql/read-plan.ts';
import { buildCountQuery, buildReadStatement } from './sql/select.ts';
import { runAsCaller, toCount } from './transaction.ts';

export interface ReadRow {
  page_count: number;
  total: unknown;
  body: string | null;
}

/** limit/offset from the query and the Range header, capped by db-max-rows. */
export function pageOf(
  request: Request,
  level: { limit?: number; offset?: number },
  maxRows: number | undefined,
): { limit?: number; offset?: number } {
  const paging = applyRangeHeader(request.headers.get('range'), level.limit, level.offset);
  const page: { limit?: number; offset?: number } = {};
  const limit = maxRows === undefined ? paging.limit : Math.min(paging.limit ?? Infinity, maxRows);
  if (limit !== undefined) page.limit = limit;
  if (paging.offset !== undefined) page.offset = paging.offset;
  return page;
}

export async function handleRead(
  ctx: BackendContext,
  request: Request,
  claims: JwtClaims,
  cache: SchemaCache,
  relation: RelationInfo,
  query: ParsedQuery,
): Promise<Response> {
  const media = negotiateMedia(request);
  const singular = media.kind === 'object';
  const prefs = readPreferences(request, { rpc: false });
  const { txEnd, maxRows } = cache.settings;
  const counting = countPlan(prefs, maxRows);
  const root = { ...query.root, ...pageOf(request, query.root, maxRows) };
  const build = (level: typeof root) => {
    const params = createParams();
    const plan = createPlanContext(cache, query.embeds);
    const node = planRead(
      query,
      relationSource(cache, relation.name),
      quoteIdent(relation.name),
      plan,
      level,
    );
    return { params, plan, node };
  };
  const read = build(root);
  const sql = buildReadStatement(read.node, cache, read.params, read.plan.nextAlias, {
    count: counting.inStatement,
    ...(counting.limit === undefined ? {} : { countLimit: counting.limit }),
    singular,
    stripNulls: media.stripNulls,
    csv: media.kind === 'csv',
  });
  return runAsCaller(
    ctx,
    claims,
    request,
    `/${relation.name}`,
    { rollback: transactionEnd(prefs, txEnd) === 'rollback', readOnly: true },
    async (tx) => {
      await applyTimezone(tx, prefs);
      const result = await tx.query<ReadRow>(sql, read.params.values);
      const row = result.rows[0] as ReadRow;
      const returned = Number(row.page_count);
      if (singular && returned !== 1) throw singularError(returned);
      const total = await resolveTotal(prefs, maxRows, toCount(row.total), () => {
        // The count query has no paging: its parameters are the filters' only.
        const unpaged = { ...root };
        delete unpaged.limit;
        delete unpaged.offset;
        const counted = build(unpaged);
        const countSql = buildCountQuery(
          counted.node,
          cache,
          counted.params,
          counted.plan.nextAlias,
        );
        return plannedRows(tx, countSql, counted.params.values);
      });
      const offset = root.offset ?? 0;
      const status = readStatus(offset, returned, total);
      const headers = {
        'content-type': media.contentType,
        'content-range': contentRange(offset, returned, total),
        'range-unit': 'items',
        ...preferenceApplied(prefs, txEnd, ['count', 'tx', 'handling', 'timezone']),
      };
      const body = request.method === 'HEAD' ? null : (row.body ?? (singular ? 'null' : '[]'));
      return new Response(body, { status, headers });
    },
  );
}

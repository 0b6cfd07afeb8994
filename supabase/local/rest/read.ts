// GET and HEAD on a table or view.
import type { BackendContext, JwtClaims } from '../server/context.ts';
import type { ParsedQuery } from './ast.ts';
import { singularError } from './errors.ts';
import { parsePrefer } from './prefer.ts';
import { applyRangeHeader, contentRange, readStatus } from './range.ts';
import { jsonHeaders, wantsSingleObject } from './request-info.ts';
import type { RelationInfo, SchemaCache } from './schema-cache.ts';
import { createParams, quoteIdent } from './sql/params.ts';
import { createPlanContext, planRead, relationSource } from './sql/read-plan.ts';
import { buildReadStatement } from './sql/select.ts';
import { runAsCaller, toCount } from './transaction.ts';

export interface ReadRow {
  page_count: number;
  total: unknown;
  body: string | null;
}

export async function handleRead(
  ctx: BackendContext,
  request: Request,
  claims: JwtClaims,
  cache: SchemaCache,
  relation: RelationInfo,
  query: ParsedQuery,
): Promise<Response> {
  const singular = wantsSingleObject(request);
  const prefs = parsePrefer(request.headers.get('prefer'));
  const counting = prefs.count !== undefined;
  const paging = applyRangeHeader(
    request.headers.get('range'),
    query.root.limit,
    query.root.offset,
  );
  const root = { ...query.root };
  if (paging.limit !== undefined) root.limit = paging.limit;
  if (paging.offset !== undefined) root.offset = paging.offset;
  const params = createParams();
  const plan = createPlanContext(cache, query.embeds);
  const node = planRead(
    query,
    relationSource(cache, relation.name),
    quoteIdent(relation.name),
    plan,
    root,
  );
  const sql = buildReadStatement(node, cache, params, plan.nextAlias, {
    count: counting,
    singular,
  });
  return runAsCaller(
    ctx,
    claims,
    request,
    `/${relation.name}`,
    { rollback: prefs.rollback, readOnly: true },
    async (tx) => {
      const result = await tx.query<ReadRow>(sql, params.values);
      const row = result.rows[0] as ReadRow;
      const returned = Number(row.page_count);
      if (singular && returned !== 1) throw singularError(returned);
      const total = counting ? toCount(row.total) : undefined;
      const offset = root.offset ?? 0;
      const status = readStatus(offset, returned, total);
      const headers = jsonHeaders(singular, {
        'content-range': contentRange(offset, returned, total),
        'range-unit': 'items',
      });
      const body = request.method === 'HEAD' ? null : (row.body ?? (singular ? 'null' : '[]'));
      return new Response(body, { status, headers });
    },
  );
}

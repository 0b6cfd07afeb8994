// GET and HEAD on a table or view.
import type { Tx } from '../db/index.ts';
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { bytesBody } from '../server/http.ts';
import type { ParsedQuery } from './ast.ts';
import { countPlan, plannedRows, resolveTotal } from './count.ts';
import { singularError } from './errors.ts';
import { explainResponse } from './plan.ts';
import { negotiateMedia } from './media.ts';
import { applyTimezone, preferenceApplied, readPreferences, transactionEnd } from './prefer.ts';
import { applyRangeHeader, contentRange, readStatus } from './range.ts';
import type { RelationInfo, SchemaCache } from './schema-cache.ts';
import { createParams, quoteIdent } from './sql/params.ts';
import { createPlanContext, planRead, relationSource } from './sql/read-plan.ts';
import { jsonArrayBytes } from './json-array.ts';
import { buildCountQuery, buildReadRowsStatement, buildReadStatement } from './sql/select.ts';
import { runAsCaller, toCount } from './transaction.ts';

export interface ReadRow {
  page_count: number;
  total: unknown;
  body: string | null;
}

/** A read's answer: the rows returned, the total when counted in the statement, the body. */
interface PageRead {
  returned: number;
  total: number | undefined;
  body: Uint8Array;
}

/** The aggregated statement's one row. */
async function readAggregated(
  tx: Tx,
  sql: string,
  values: unknown[],
  empty: string,
): Promise<PageRead> {
  const row = (await tx.query<ReadRow>(sql, values)).rows[0] as ReadRow;
  return {
    returned: Number(row.page_count),
    total: toCount(row.total),
    body: Buffer.from(row.body ?? empty),
  };
}

/** buildReadRowsStatement's rows, one per element, joined into the array json_agg would make. */
async function readElements(tx: Tx, sql: string, values: unknown[]): Promise<PageRead> {
  const { rows } = await tx.query<{ element: string }>(sql, values);
  return {
    returned: rows.length,
    total: undefined,
    body: jsonArrayBytes(rows.map((row) => row.element)),
  };
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
  const media = negotiateMedia(request, { planEnabled: cache.settings.planEnabled });
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
  // The common read (a JSON array, uncounted) comes back one row per element from a server over
  // a socket, which sends rows as it makes them (buildReadRowsStatement). PGlite hands over a
  // whole result at once, where one aggregated row costs less (10,000 contacts: ~20 ms).
  const byElement =
    media.plan === undefined &&
    ctx.db.kind === 'postgres' &&
    media.kind === 'json' &&
    !media.stripNulls &&
    !counting.inStatement &&
    request.method !== 'HEAD';
  const sql = byElement
    ? buildReadRowsStatement(read.node, cache, read.params, read.plan.nextAlias)
    : buildReadStatement(read.node, cache, read.params, read.plan.nextAlias, {
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
    { rollback: transactionEnd(prefs, txEnd) === 'rollback', readOnly: true, schema: cache.schema },
    async (tx) => {
      await applyTimezone(tx, prefs);
      if (media.plan)
        return explainResponse(tx, media.plan, media.contentType, sql, read.params.values);
      const page = byElement
        ? await readElements(tx, sql, read.params.values)
        : await readAggregated(tx, sql, read.params.values, singular ? 'null' : '[]');
      const { returned } = page;
      if (singular && returned !== 1) throw singularError(returned);
      const total = await resolveTotal(prefs, maxRows, page.total, () => {
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
      const head = request.method === 'HEAD';
      const headers = {
        'content-type': media.contentType,
        'content-range': contentRange(offset, returned, total),
        'range-unit': 'items',
        ...preferenceApplied(prefs, txEnd, ['count', 'tx', 'handling', 'timezone']),
        // Known up front, so the body goes out whole rather than in chunks.
        ...(head ? {} : { 'content-length': String(page.body.byteLength) }),
      };
      const body = head ? null : bytesBody(page.body);
      return new Response(body, { status, headers });
    },
  );
}

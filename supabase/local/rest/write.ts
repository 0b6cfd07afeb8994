// POST (insert, upsert), PATCH (update) and DELETE on a table or view.
import type { Tx } from '../db/index.ts';
import { ANON_MAX_INSERT_ROWS } from '../server/body-limits.ts';
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { readJsonBody } from '../server/http.ts';
import { emptyLevel, type ParsedQuery } from './ast.ts';
import { payloadColumnNotFound, pgrstError, singularError, unsupported } from './errors.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import { contentRange } from './range.ts';
import { jsonHeaders, wantsSingleObject } from './request-info.ts';
import { EXPOSED_SCHEMA, type RelationInfo, type SchemaCache } from './schema-cache.ts';
import { buildDelete, buildInsert, buildUpdate } from './sql/mutate.ts';
import { createParams, qualified, quoteIdent, type ParamList } from './sql/params.ts';
import { createPlanContext, planRead, relationSource } from './sql/read-plan.ts';
import { buildReadStatement } from './sql/select.ts';
import { runAsCaller, toCount } from './transaction.ts';

type JsonObject = Record<string, unknown>;

const restBodyError = (_status: number, code: string, message: string) => ({
  code: code === 'invalid_json' ? 'PGRST102' : code,
  message,
  details: null,
  hint: null,
});

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readPayload(ctx: BackendContext, request: Request): Promise<unknown> {
  const type = request.headers.get('content-type');
  if (type && !/^application\/json\b/i.test(type.trim())) {
    throw pgrstError(
      415,
      'PGRST107',
      `Content-Type ${type} is not supported; send application/json`,
    );
  }
  return readJsonBody(request, ctx.config.maxBodyBytes, restBodyError);
}

/** The payload's columns: `columns=` when given, else every key that appears. All must exist. */
function payloadColumns(
  relation: RelationInfo,
  rows: JsonObject[],
  explicit: string[] | undefined,
): string[] {
  const columns = explicit ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const column of columns) {
    if (!relation.columns.has(column)) throw payloadColumnNotFound(relation.name, column);
  }
  return columns;
}

interface WriteResult {
  count: number;
  body: string | null;
}

/**
 * The statement that returns the changed rows through the select list (embeds included). The
 * rows are cast back to the relation's row type so computed fields and relationships apply.
 */
function representationSql(
  mutationSql: string,
  cache: SchemaCache,
  relation: RelationInfo,
  query: ParsedQuery,
  params: ParamList,
  singular: boolean,
): string {
  const source = {
    ...relationSource(cache, relation.name),
    from: `unnest(array(select pgrst_m::${qualified(EXPOSED_SCHEMA, relation.name)} from pgrst_mutation as pgrst_m))`,
  };
  const plan = createPlanContext(cache, query.embeds);
  const node = planRead(query, source, quoteIdent(relation.name), plan, emptyLevel());
  return buildReadStatement(node, cache, params, plan.nextAlias, {
    count: false,
    singular,
    ctes: [`pgrst_mutation as (${mutationSql})`],
  });
}

/** Runs a mutation; with return=representation its rows go through the select list. */
async function runMutation(
  tx: Tx,
  mutationSql: string,
  params: ParamList,
  representation: string | undefined,
): Promise<WriteResult> {
  if (representation === undefined) {
    const result = await tx.query(mutationSql, params.values);
    return { count: result.affectedRows ?? 0, body: null };
  }
  const result = await tx.query<{ page_count: unknown; body: string | null }>(
    representation,
    params.values,
  );
  const row = result.rows[0];
  return { count: toCount(row?.page_count) ?? 0, body: row?.body ?? null };
}

function writeResponse(
  method: string,
  prefs: Preferences,
  singular: boolean,
  result: WriteResult,
): Response {
  if (singular && result.count !== 1) throw singularError(result.count);
  const representation = prefs.return === 'representation';
  const total = prefs.count ? result.count : undefined;
  const headers = jsonHeaders(singular, {
    'content-range': contentRange(0, representation ? result.count : 0, total),
  });
  if (!representation)
    return new Response(null, { status: method === 'POST' ? 201 : 204, headers });
  const body = result.body ?? (singular ? 'null' : '[]');
  return new Response(body, { status: method === 'POST' ? 201 : 200, headers });
}

export async function handleWrite(
  ctx: BackendContext,
  request: Request,
  claims: JwtClaims,
  cache: SchemaCache,
  relation: RelationInfo,
  query: ParsedQuery,
): Promise<Response> {
  const method = request.method;
  const singular = wantsSingleObject(request);
  const prefs = parsePrefer(request.headers.get('prefer'));
  const returning = prefs.return === 'representation';
  if (
    query.root.limit !== undefined ||
    query.root.offset !== undefined ||
    query.root.order.length > 0
  ) {
    if (method !== 'POST') throw unsupported('limit, offset and order on UPDATE or DELETE');
  }
  const params = createParams();
  let mutationSql: string;
  if (method === 'DELETE') {
    mutationSql = buildDelete(
      relation,
      query.root.filters,
      returning,
      params,
      cache.computedFields.get(relation.name),
    );
  } else {
    const payload = await readPayload(ctx, request);
    if (method === 'POST') {
      const rows = Array.isArray(payload) ? payload : [payload];
      if (payload === undefined || !rows.every(isObject)) {
        throw pgrstError(
          400,
          'PGRST102',
          'Empty or invalid json',
          'Send a JSON object or an array of objects',
        );
      }
      if (rows.length === 0)
        return writeResponse(method, prefs, singular, { count: 0, body: '[]' });
      if (claims.role === 'anon' && rows.length > ANON_MAX_INSERT_ROWS) {
        throw pgrstError(
          413,
          'PGRST413',
          `Too many rows in one insert: an anonymous request may insert at most ${ANON_MAX_INSERT_ROWS}`,
        );
      }
      const columns = payloadColumns(relation, rows, query.columns);
      mutationSql = buildInsert(
        relation,
        {
          columns,
          rows,
          missingDefault: prefs.missing === 'default',
          returning,
          ...(prefs.resolution
            ? {
                upsert: {
                  onConflict: query.onConflict ?? relation.primaryKey,
                  resolution: prefs.resolution,
                },
              }
            : {}),
        },
        params,
      );
    } else {
      if (!isObject(payload)) {
        throw pgrstError(
          400,
          'PGRST102',
          'Empty or invalid json',
          'Send a JSON object with the columns to change',
        );
      }
      const columns = payloadColumns(relation, [payload], query.columns);
      if (columns.length === 0)
        return writeResponse(method, prefs, singular, { count: 0, body: '[]' });
      mutationSql = buildUpdate(
        relation,
        columns,
        payload,
        query.root.filters,
        returning,
        params,
        cache.computedFields.get(relation.name),
      );
    }
  }
  const representation = returning
    ? representationSql(mutationSql, cache, relation, query, params, singular)
    : undefined;
  return runAsCaller(
    ctx,
    claims,
    request,
    `/${relation.name}`,
    { rollback: prefs.rollback, readOnly: false },
    async (tx) => {
      if (relation.isView) await assertViewWritable(tx, relation, method);
      return writeResponse(
        method,
        prefs,
        singular,
        await runMutation(tx, mutationSql, params, representation),
      );
    },
  );
}

/**
 * A write through a view Postgres cannot write through (consolidated_leads joins two tables and
 * has no INSTEAD OF trigger) answers 405 with Postgres's own 55000, for every role, as Postgres
 * raises it before any privilege check; PostgREST would pass the same error on as a 500.
 */
async function assertViewWritable(tx: Tx, relation: RelationInfo, method: string): Promise<void> {
  const [verb, bit] =
    method === 'POST'
      ? ['insert into', 8]
      : method === 'DELETE'
        ? ['delete from', 16]
        : ['update', 4];
  const { rows } = await tx.query<{ updatable: number }>(
    'select pg_relation_is_updatable($1::regclass, true) as updatable',
    [`public.${quoteIdent(relation.name)}`],
  );
  if ((Number(rows[0]?.updatable ?? 0) & bit) !== 0) return;
  throw pgrstError(
    405,
    '55000',
    `cannot ${verb} view "${relation.name}"`,
    'The view is read-only: it is not automatically updatable and has no INSTEAD OF trigger.',
  );
}

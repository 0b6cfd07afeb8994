// POST (insert, upsert), PATCH (update) and DELETE on a table or view.
import type { Tx } from '../db/index.ts';
import { anonMaxInsertRows } from '../server/body-limits.ts';
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { readJsonBody } from '../server/http.ts';
import { emptyLevel, type ParsedQuery } from './ast.ts';
import {
  maxAffectedError,
  payloadColumnNotFound,
  pgrstError,
  singularError,
  unsupported,
} from './errors.ts';
import { explainResponse } from './plan.ts';
import { negotiateMedia, type Media } from './media.ts';
import { applyTimezone, readPreferences, transactionEnd } from './prefer.ts';
import type { RelationInfo, SchemaCache } from './schema-cache.ts';
import {
  buildDelete,
  buildInsert,
  buildUpdate,
  UPSERT_UPDATES_SQL,
  type Returning,
} from './sql/mutate.ts';
import { createParams, qualified, quoteIdent, type ParamList } from './sql/params.ts';
import { createPlanContext, planRead, relationSource } from './sql/read-plan.ts';
import { buildReadStatement } from './sql/select.ts';
import { runAsCaller, toCount } from './transaction.ts';
import { locationOf, writeResponse, type WriteOutcome } from './write-response.ts';

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
  media: Media,
): string {
  const source = {
    ...relationSource(cache, relation.name),
    from: `unnest(array(select pgrst_m::${qualified(relation.schema, relation.name)} from pgrst_mutation as pgrst_m))`,
  };
  const plan = createPlanContext(cache, query.embeds);
  const node = planRead(query, source, quoteIdent(relation.name), plan, emptyLevel());
  return buildReadStatement(node, cache, params, plan.nextAlias, {
    count: false,
    singular: media.kind === 'object',
    stripNulls: media.stripNulls,
    csv: media.kind === 'csv',
    ctes: [`pgrst_mutation as (${mutationSql})`],
  });
}

interface MutationPlan {
  sql: string;
  params: ParamList;
  /** The statement returning the rows through the select list (return=representation). */
  representation?: string;
  /** Primary key columns returned for Location (return=headers-only on POST). */
  keys?: string[];
  /** merge-duplicates: count the rows updated instead of inserted. */
  countUpdates: boolean;
}

/** Runs a mutation and reports what it changed. */
async function runMutation(tx: Tx, relation: RelationInfo, plan: MutationPlan) {
  const outcome: WriteOutcome = { count: 0, body: null };
  if (plan.representation === undefined) {
    const result = await tx.query<Record<string, unknown>>(plan.sql, plan.params.values);
    outcome.count = result.affectedRows ?? result.rows.length;
    if (plan.keys && result.rows.length === 1 && result.rows[0])
      outcome.location = locationOf(relation.name, result.rows[0]);
  } else {
    const result = await tx.query<{ page_count: unknown; body: string | null }>(
      plan.representation,
      plan.params.values,
    );
    const row = result.rows[0];
    outcome.count = toCount(row?.page_count) ?? 0;
    outcome.body = row?.body ?? null;
  }
  if (plan.countUpdates) {
    const { rows } = await tx.query<{ updated: unknown }>(UPSERT_UPDATES_SQL);
    outcome.inserted = outcome.count - (toCount(rows[0]?.updated) ?? 0);
  }
  return outcome;
}

function emptyBody(media: Media): string {
  if (media.kind === 'csv') return '\n';
  return media.kind === 'object' ? 'null' : '[]';
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
  const media = negotiateMedia(request, { planEnabled: cache.settings.planEnabled });
  const singular = media.kind === 'object';
  const prefs = readPreferences(request, { rpc: false });
  const { txEnd } = cache.settings;
  const representing = prefs.return === 'representation';
  const keys =
    method === 'POST' && prefs.return === 'headers-only' && relation.primaryKey.length > 0
      ? relation.primaryKey
      : undefined;
  const returning: Returning = representing
    ? { kind: 'rows' }
    : keys
      ? { kind: 'keys', columns: keys }
      : { kind: 'none' };
  const respond = (outcome: WriteOutcome) => {
    if (singular && outcome.count !== 1) throw singularError(outcome.count);
    if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && method !== 'POST') {
      if (outcome.count > prefs.maxAffected) throw maxAffectedError(outcome.count);
    }
    return writeResponse(method, prefs, txEnd, media, outcome, {
      upsertKnown: query.onConflict !== undefined || relation.primaryKey.length > 0,
    });
  };
  if (
    query.root.limit !== undefined ||
    query.root.offset !== undefined ||
    query.root.order.length > 0
  ) {
    if (method !== 'POST') throw unsupported('limit, offset and order on UPDATE or DELETE');
  }
  const params = createParams();
  let mutationSql: string;
  let countUpdates = false;
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
      if (rows.length === 0) return respond({ count: 0, body: emptyBody(media) });
      const anonRows = claims.role === 'anon' ? anonMaxInsertRows() : Infinity;
      if (rows.length > anonRows) {
        throw pgrstError(
          413,
          'PGRST413',
          `Too many rows in one insert: an anonymous request may insert at most ${anonRows}`,
        );
      }
      const columns = payloadColumns(relation, rows, query.columns);
      countUpdates = prefs.resolution === 'merge-duplicates' && columns.length > 0;
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
      if (columns.length === 0) return respond({ count: 0, body: emptyBody(media) });
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
  const plan: MutationPlan = { sql: mutationSql, params, countUpdates };
  if (representing)
    plan.representation = representationSql(mutationSql, cache, relation, query, params, media);
  if (keys) plan.keys = keys;
  return runAsCaller(
    ctx,
    claims,
    request,
    `/${relation.name}`,
    {
      rollback: transactionEnd(prefs, txEnd) === 'rollback',
      readOnly: false,
      schema: cache.schema,
    },
    async (tx) => {
      await applyTimezone(tx, prefs);
      if (relation.isView) await assertViewWritable(tx, relation, method);
      if (media.plan) {
        const statement = plan.representation ?? plan.sql;
        return explainResponse(tx, media.plan, media.contentType, statement, params.values);
      }
      return respond(await runMutation(tx, relation, plan));
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
    [qualified(relation.schema, relation.name)],
  );
  if ((Number(rows[0]?.updatable ?? 0) & bit) !== 0) return;
  throw pgrstError(
    405,
    '55000',
    `cannot ${verb} view "${relation.name}"`,
    'The view is read-only: it is not automatically updatable and has no INSTEAD OF trigger.',
  );
}

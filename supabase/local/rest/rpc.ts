// POST /rest/v1/rpc/<fn> with named arguments (GET/HEAD take them from the query string).
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { readJsonBody } from '../server/http.ts';
import { pgrstError, singularError, unsupported } from './errors.ts';
import { parsePrefer } from './prefer.ts';
import { jsonHeaders, wantsSingleObject } from './request-info.ts';
import { EXPOSED_SCHEMA, type FunctionInfo, type SchemaCacheHolder } from './schema-cache.ts';
import { createParams, qualified, quoteIdent, type ParamList } from './sql/params.ts';
import { runAsCaller, toCount } from './transaction.ts';

const rpcBodyError = (_status: number, code: string, message: string) => ({
  code: code === 'invalid_json' ? 'PGRST102' : code,
  message,
  details: null,
  hint: null,
});

function functionNotFound(name: string, argNames: string[]) {
  return pgrstError(
    404,
    'PGRST202',
    `Could not find the function ${EXPOSED_SCHEMA}.${name}(${[...argNames].sort().join(', ')}) in the schema cache`,
    `Searched for the function ${EXPOSED_SCHEMA}.${name} with parameters ${argNames.length ? [...argNames].sort().join(', ') : 'none'}, but no matches were found in the schema cache.`,
  );
}

/** The overload whose parameter names cover the given arguments and whose required ones are given. */
export function pickOverload(
  candidates: FunctionInfo[],
  argNames: string[],
): FunctionInfo | undefined {
  const given = new Set(argNames);
  return candidates.find(
    (fn) =>
      argNames.every((name) => fn.args.some((arg) => arg.name === name)) &&
      fn.args.every((arg) => arg.hasDefault || given.has(arg.name)),
  );
}

/** One named argument as SQL: the value travels as text or JSON text, cast to the parameter type. */
function argumentSql(type: string, value: unknown, params: ParamList): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type === 'json' || type === 'jsonb') return `${params.add(JSON.stringify(value))}::${type}`;
  if (type.endsWith('[]') && Array.isArray(value)) {
    return `array(select json_array_elements_text(${params.add(JSON.stringify(value))}::json))::${type}`;
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `${params.add(text)}::${type}`;
}

function callSql(fn: FunctionInfo, args: Record<string, unknown>, params: ParamList): string {
  const named = fn.args
    .filter((arg) => Object.hasOwn(args, arg.name))
    .map((arg) => `${quoteIdent(arg.name)} => ${argumentSql(arg.type, args[arg.name], params)}`);
  return `${qualified(EXPOSED_SCHEMA, fn.name)}(${named.join(', ')})`;
}

/** Returns page_count and body (JSON text) for the function's result shape. */
function resultSql(fn: FunctionInfo, call: string, singular: boolean): string {
  if (fn.returnKind === 'void')
    return `select 0 as page_count, null::text as body from (select ${call}) as _call`;
  if (!fn.returnsSet && fn.returnKind === 'scalar') {
    return `select 1 as page_count, to_json(${call})::text as body`;
  }
  const source =
    fn.returnKind === 'scalar'
      ? `select _r._v from ${call} as _r(_v)`
      : `select * from ${call} as _r`;
  const rows = fn.returnKind === 'scalar' ? `to_json(_s._v)` : `row_to_json(_s)`;
  const body =
    !fn.returnsSet || singular
      ? `(select ${rows}::text from pgrst_source as _s limit 1)`
      : `coalesce((select json_agg(${rows}) from pgrst_source as _s), '[]'::json)::text`;
  return `with pgrst_source as (${source}) select (select count(*) from pgrst_source)::int as page_count, ${body} as body`;
}

const QUERY_KEYS_NOT_ARGS = new Set(['select', 'order', 'limit', 'offset']);

/**
 * The query string of a POST call shapes its result (select, filters, order, limit). A function
 * that returns no rows has nothing to shape: PostgREST answers 4xx there too (no such column), so
 * does this, however odd the parameter. For functions returning rows it is not implemented here.
 */
function checkResultQuery(fn: FunctionInfo, query: URLSearchParams): void {
  for (const [key, value] of query) {
    if (key === 'select' && value === '*') continue;
    if (!fn.returnsSet) {
      throw pgrstError(
        400,
        'PGRST100',
        `"${key}" cannot apply to the result of ${EXPOSED_SCHEMA}.${fn.name}: it returns no rows`,
        null,
        'Send the arguments in the JSON body; select, filters, order and limit shape functions that return rows.',
      );
    }
    throw unsupported(`The query parameter "${key}" on an rpc call`);
  }
}

export async function handleRpc(
  ctx: BackendContext,
  request: Request,
  claims: JwtClaims,
  schema: SchemaCacheHolder,
  name: string,
): Promise<Response> {
  const url = new URL(request.url);
  let args: Record<string, unknown>;
  if (request.method === 'POST') {
    const payload = await readJsonBody(request, ctx.config.maxBodyBytes, rpcBodyError);
    if (
      payload !== undefined &&
      (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    ) {
      throw pgrstError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Send the arguments as one JSON object',
      );
    }
    args = (payload as Record<string, unknown> | undefined) ?? {};
  } else {
    args = {};
    for (const [key, value] of url.searchParams) {
      if (QUERY_KEYS_NOT_ARGS.has(key))
        throw unsupported(`The query parameter "${key}" on an rpc call`);
      args[key] = value;
    }
  }
  const argNames = Object.keys(args);
  let candidates = (await schema.get()).functions.get(name);
  if (!candidates) candidates = (await schema.refreshIfStale()).functions.get(name);
  const fn = candidates && pickOverload(candidates, argNames);
  if (!fn) throw functionNotFound(name, argNames);
  if (request.method === 'POST') checkResultQuery(fn, url.searchParams);
  if (request.method !== 'POST' && fn.volatile) {
    throw pgrstError(
      405,
      'PGRST101',
      'Cannot use the GET method on RPC for a volatile function; use POST',
    );
  }

  const singular = wantsSingleObject(request);
  const prefs = parsePrefer(request.headers.get('prefer'));
  const params = createParams();
  const sql = resultSql(fn, callSql(fn, args, params), singular);
  return runAsCaller(ctx, claims, request, `/rpc/${name}`, prefs.rollback, async (tx) => {
    const result = await tx.query<{ page_count: unknown; body: string | null }>(sql, params.values);
    const row = result.rows[0];
    if (fn.returnKind === 'void') return new Response(null, { status: 204 });
    const count = toCount(row?.page_count) ?? 0;
    if (singular && fn.returnsSet && count !== 1) throw singularError(count);
    const body = request.method === 'HEAD' ? null : (row?.body ?? 'null');
    return new Response(body, { status: 200, headers: jsonHeaders(singular) });
  });
}

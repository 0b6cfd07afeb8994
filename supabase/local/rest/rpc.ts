// /rest/v1/rpc/<fn>: POST with a JSON object of named arguments (or one unnamed json/jsonb
// parameter taking the whole body), GET/HEAD with the arguments in the query string. The
// overload is chosen by argument names as PostgREST 12 chooses it (an unnamed parameter is the
// key ""); a function returning rows can then be selected, embedded, filtered, ordered, paged
// and counted like a table.
import type { Tx } from '../db/index.ts';
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { readBodyBytes, readJsonBody } from '../server/http.ts';
import { plainField, type ParsedQuery } from './ast.ts';
import { maxAffectedError, pgrstError, singularError, unsupported } from './errors.ts';
import { NAME_MIN_SCORE, closestMatch } from './fuzzy.ts';
import { explainResponse } from './plan.ts';
import { negotiateMedia } from './media.ts';
import { parseQuery } from './parse/query.ts';
import { applyTimezone, preferenceApplied, readPreferences, transactionEnd } from './prefer.ts';
import { contentRange, readStatus } from './range.ts';
import { pageOf, type ReadRow } from './read.ts';
import type { FunctionInfo, SchemaCache, SchemaCacheHolder } from './schema-cache.ts';
import { createParams, qualified, quoteIdent, type ParamList } from './sql/params.ts';
import {
  createPlanContext,
  planRead,
  relationSource,
  selectUsesAggregates,
  type PlanSource,
  type ReadNode,
} from './sql/read-plan.ts';
import { buildReadStatement } from './sql/select.ts';
import { runAsCaller, toCount } from './transaction.ts';

const rpcBodyError = (_status: number, code: string, message: string) => ({
  code: code === 'invalid_json' ? 'PGRST102' : code,
  message,
  details: null,
  hint: null,
});

const sortedList = (names: string[]) => `(${[...names].sort().join(', ')})`;

/**
 * PostgREST's noRpcHint: with no function of that name, the closest name in the schema (only a
 * close one: NAME_MIN_SCORE); with overloads, the closest of their parameter lists (each sorted,
 * as `(a, b)`).
 */
export function functionHint(
  cache: Pick<SchemaCache, 'schema' | 'functions'>,
  name: string,
  argNames: string[],
): string | null {
  const overloads = cache.functions.get(name) ?? [];
  const found =
    overloads.length === 0
      ? closestMatch(cache.functions.keys(), name, NAME_MIN_SCORE)
      : ((match) => match && `${name}${match}`)(
          closestMatch(
            overloads.map((fn) => sortedList(fn.args.map((arg) => arg.name))),
            sortedList(argNames),
          ),
        );
  return found ? `Perhaps you meant to call the function ${cache.schema}.${found}` : null;
}

export function functionNotFound(
  cache: Pick<SchemaCache, 'schema' | 'functions'>,
  name: string,
  argNames: string[],
  jsonBody: boolean,
) {
  const keys = [...argNames].sort();
  const listed = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`;
  const searched =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  return pgrstError(
    404,
    'PGRST202',
    `Could not find the function ${cache.schema}.${name}${listed} in the schema cache`,
    `Searched for the function ${cache.schema}.${name}${searched}${jsonBody ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    functionHint(cache, name, argNames),
  );
}

function ambiguous(candidates: FunctionInfo[]) {
  // Fewer parameters first, then by signature (PostgREST lists them in catalogue order).
  const signature = (fn: FunctionInfo) =>
    `${fn.schema}.${fn.name}(${fn.args.map((arg) => `${arg.name} => ${arg.type}`).join(', ')})`;
  const list = [...candidates]
    .sort((x, y) => x.args.length - y.args.length || (signature(x) < signature(y) ? -1 : 1))
    .map(signature)
    .join(', ');
  return pgrstError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${list}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/**
 * PostgREST's matchesParams: required parameters all given, the rest among the optional ones.
 * An unnamed parameter (only ever the one parameter, see FunctionInfo.callable) is the key "".
 */
function matchesArguments(fn: FunctionInfo, keys: Set<string>): boolean {
  if (fn.args.length === 0) return keys.size === 0;
  const required = fn.args.filter((arg) => !arg.hasDefault).map((arg) => arg.name);
  const optional = new Set(fn.args.filter((arg) => arg.hasDefault).map((arg) => arg.name));
  return (
    required.every((name) => keys.has(name)) &&
    [...keys].every((key) => optional.has(key) || required.includes(key))
  );
}

function singleUnnamedJson(fn: FunctionInfo): boolean {
  return (
    fn.args.length === 1 &&
    fn.args[0]?.name === '' &&
    (fn.args[0].type === 'json' || fn.args[0].type === 'jsonb')
  );
}

/** The overload named arguments pick; POST JSON falls back to one unnamed json/jsonb parameter. */
export function pickOverload(
  candidates: FunctionInfo[],
  argNames: string[],
  jsonBody: boolean,
): { fn: FunctionInfo; wholeBody: boolean } | undefined {
  const keys = new Set(argNames);
  const named = candidates.filter((fn) => matchesArguments(fn, keys));
  if (named.length > 1) throw ambiguous(named);
  // One unnamed parameter takes the whole body (PostgREST's OnePosParam), e.g. {"": "x"} as text.
  if (named[0]) return { fn: named[0], wholeBody: named[0].args[0]?.name === '' };
  const fallback = jsonBody ? candidates.filter(singleUnnamedJson) : [];
  if (fallback.length > 1) throw ambiguous(fallback);
  return fallback[0] ? { fn: fallback[0], wholeBody: true } : undefined;
}

/**
 * The call, with the arguments as one JSON object turned into typed values by
 * json_to_record (as PostgREST does), or the whole body for a single json/jsonb parameter.
 */
function callSql(
  fn: FunctionInfo,
  args: unknown,
  wholeBody: unknown,
  params: ParamList,
  bulk = false,
): { from: string; call: string } {
  const target = qualified(fn.schema, fn.name);
  if (wholeBody !== undefined) {
    const type = fn.args[0]?.type as string;
    return { from: '', call: `${target}(${params.add(JSON.stringify(wholeBody))}::${type})` };
  }
  const objects = (bulk ? args : [args]) as Record<string, unknown>[];
  const given = fn.args.filter((arg) => objects.some((object) => Object.hasOwn(object, arg.name)));
  if (given.length === 0 && !bulk) return { from: '', call: `${target}()` };
  if (given.length === 0) {
    // Every object empty: once per object, without arguments.
    return {
      from: `json_array_elements(${params.add(JSON.stringify(args))}::json) as pgrst_body, lateral `,
      call: `${target}()`,
    };
  }
  const record = given.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(', ');
  const named = given
    .map(
      (arg) =>
        `${arg.variadic ? 'variadic ' : ''}${quoteIdent(arg.name)} => pgrst_body.${quoteIdent(arg.name)}`,
    )
    .join(', ');
  const reader = bulk ? 'json_to_recordset' : 'json_to_record';
  return {
    from: `${reader}(${params.add(JSON.stringify(args))}::json) as pgrst_body(${record}), lateral `,
    call: `${target}(${named})`,
  };
}

/** The call with a raw body as its one unnamed text or bytea argument. */
function rawCallSql(
  fn: FunctionInfo,
  raw: Extract<CallBody, { kind: 'raw' }>,
  params: ParamList,
): { from: string; call: string } {
  const value =
    raw.type === 'text'
      ? `${params.add(raw.text)}::text`
      : `decode(${params.add(Buffer.from(raw.bytes).toString('base64'))}, 'base64')`;
  return { from: '', call: `${qualified(fn.schema, fn.name)}(${value})` };
}

/** GET arguments: repeated keys of a variadic parameter become its array. */
function queryArguments(
  pairs: [string, string][],
  candidates: FunctionInfo[],
): Record<string, unknown> {
  const variadic = new Set(
    candidates.flatMap((fn) => fn.args.filter((arg) => arg.variadic).map((arg) => arg.name)),
  );
  const args: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    if (variadic.has(key)) args[key] = [...((args[key] as string[] | undefined) ?? []), value];
    else args[key] = value;
  }
  return args;
}

/** Where the function's rows come from, and how the body is shaped. */
function functionSource(
  fn: FunctionInfo,
  cache: SchemaCache,
): { source: PlanSource; scalar: boolean } {
  if (fn.returnRelation) {
    // Cast back to the relation's row type, so its relationships and computed fields apply.
    return {
      source: {
        ...relationSource(cache, fn.returnRelation),
        from: `unnest(array(select pgrst_r from pgrst_call))`,
      },
      scalar: false,
    };
  }
  if (fn.returnKind === 'scalar') {
    return { source: { from: 'pgrst_call', label: fn.name }, scalar: true };
  }
  const source: PlanSource = { from: 'pgrst_call', label: fn.name };
  if (fn.outColumns.length > 0) {
    source.columns = new Map(fn.outColumns.map((column) => [column.name, column]));
    source.columnOrder = fn.outColumns.map((column) => column.name);
  }
  return { source, scalar: false };
}

function callCte(fn: FunctionInfo, from: string, call: string): string {
  if (fn.returnRelation)
    return `pgrst_call as materialized (select pgrst_r from ${from}${call} as pgrst_r)`;
  if (fn.returnKind === 'scalar') {
    return `pgrst_call as materialized (select pgrst_v as pgrst_scalar from ${from}${call} as pgrst_v)`;
  }
  return `pgrst_call as materialized (select pgrst_f.* from ${from}${call} as pgrst_f)`;
}

function scalarNode(query: ParsedQuery, fn: FunctionInfo): ReadNode {
  const plain =
    query.select.length === 1 &&
    query.select[0]?.kind === 'field' &&
    query.select[0].field.name === '*' &&
    query.select[0].aggregate === undefined;
  if (
    !plain ||
    query.root.filters.length > 0 ||
    query.root.order.length > 0 ||
    query.embeds.size > 0
  ) {
    throw unsupported(`select, filters and order on the scalar result of ${fn.name}()`);
  }
  return {
    source: { from: 'pgrst_call', label: fn.name },
    alias: quoteIdent('pgrst_call'),
    path: '',
    fields: [{ kind: 'field', field: plainField('pgrst_scalar') }],
    embeds: [],
    level: query.root,
    hoistsAggregates: false,
  };
}

/** What a POST call sends: a JSON value, form fields, or a raw body for one unnamed parameter. */
type CallBody =
  | { kind: 'json'; body: unknown }
  | { kind: 'raw'; type: 'text' | 'bytea'; text: string; bytes: Uint8Array };

/**
 * PostgREST's request bodies for functions: JSON (the default), form fields as named arguments,
 * and text/plain or application/octet-stream for a single unnamed text or bytea parameter.
 */
async function readArguments(ctx: BackendContext, request: Request): Promise<CallBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' || type === 'application/json') {
    return {
      kind: 'json',
      body: await readJsonBody(request, ctx.config.maxBodyBytes, rpcBodyError),
    };
  }
  const known = ['application/x-www-form-urlencoded', 'text/plain', 'application/octet-stream'];
  if (!known.includes(type)) {
    throw pgrstError(415, 'PGRST107', `Content-Type not acceptable: ${type}`, null);
  }
  const bytes = await readBodyBytes(request, ctx.config.maxBodyBytes, rpcBodyError);
  const text = new TextDecoder().decode(bytes);
  if (type === 'application/x-www-form-urlencoded') {
    return { kind: 'json', body: Object.fromEntries(new URLSearchParams(text)) };
  }
  return { kind: 'raw', type: type === 'text/plain' ? 'text' : 'bytea', text, bytes };
}

/** The overload taking one unnamed parameter of this type (a raw text/plain or binary body). */
function pickRawOverload(candidates: FunctionInfo[], type: 'text' | 'bytea') {
  const single = candidates.filter(
    (fn) => fn.args.length === 1 && fn.args[0]?.name === '' && fn.args[0].type === type,
  );
  if (single.length > 1) throw ambiguous(single);
  return single[0];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function handleRpc(
  ctx: BackendContext,
  request: Request,
  claims: JwtClaims,
  schema: SchemaCacheHolder,
  name: string,
): Promise<Response> {
  const url = new URL(request.url);
  const reading = request.method !== 'POST';
  const query = parseQuery(url.searchParams, { rpcRead: reading });
  let cache = await schema.get();
  let candidates = cache.functions.get(name);
  if (!candidates) {
    cache = await schema.refreshIfStale();
    candidates = cache.functions.get(name);
  }
  if (selectUsesAggregates(query.select)) cache = await schema.refreshSettings();

  let args: Record<string, unknown> = {};
  let body: unknown;
  let raw: Extract<CallBody, { kind: 'raw' }> | undefined;
  if (reading) {
    args = queryArguments(query.rpcArgs, candidates ?? []);
  } else {
    const read = await readArguments(ctx, request);
    if (read.kind === 'raw') raw = read;
    else body = read.body;
    // Any other JSON value can only go to a single json/jsonb parameter.
    if (isPlainObject(body)) args = body;
  }
  let bulk = false;
  let picked: ReturnType<typeof pickOverload>;
  if (raw) {
    const fn = pickRawOverload(candidates ?? [], raw.type);
    if (!fn) {
      throw pgrstError(
        404,
        'PGRST202',
        `Could not find the function ${cache.schema}.${name} in the schema cache`,
        `Searched for the function ${cache.schema}.${name} with a single unnamed ${raw.type} parameter, but no matches were found in the schema cache.`,
      );
    }
    picked = { fn, wholeBody: true };
  } else if (Array.isArray(body)) {
    // An array goes whole to a single json/jsonb parameter; otherwise it is a bulk call, once per
    // object (PostgREST's json_to_recordset), which needs every element to be an object.
    const single = (candidates ?? []).filter(singleUnnamedJson);
    if (single.length > 1) throw ambiguous(single);
    if (single[0]) picked = { fn: single[0], wholeBody: true };
    else {
      if (!body.every(isPlainObject)) {
        throw pgrstError(
          400,
          'PGRST102',
          'Empty or invalid json',
          'A call with an array sends one JSON object of arguments per call',
        );
      }
      bulk = true;
      args = Object.assign({}, ...body) as Record<string, unknown>;
      picked = candidates && pickOverload(candidates, Object.keys(args), false);
    }
  } else {
    picked = candidates && pickOverload(candidates, Object.keys(args), !reading);
  }
  const argNames = Object.keys(args);
  if (!picked) throw functionNotFound(cache, name, argNames, !reading && !raw);
  const { fn, wholeBody } = picked;
  if (bulk && fn.returnKind === 'scalar' && !fn.returnsSet) {
    // An empty array asks for no call at all: bad input (4xx), not a feature this backend lacks.
    if (Array.isArray(body) && body.length === 0) {
      throw pgrstError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'An array body calls the function once per object, and this one has none',
      );
    }
    throw unsupported(`A bulk call (an array body) of ${fn.name}(), which returns one value`);
  }
  if (
    !reading &&
    !raw &&
    !wholeBody &&
    !bulk &&
    body !== undefined &&
    (typeof body !== 'object' || body === null)
  ) {
    throw pgrstError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Send the arguments as one JSON object',
    );
  }

  const media = negotiateMedia(request, { planEnabled: cache.settings.planEnabled });
  const singular = media.kind === 'object';
  const prefs = readPreferences(request, { rpc: true });
  const { txEnd, maxRows } = cache.settings;
  const rollback = transactionEnd(prefs, txEnd) === 'rollback';
  const applied = () =>
    preferenceApplied(prefs, txEnd, ['count', 'tx', 'handling', 'timezone', 'max-affected']);
  const params = createParams();
  const { from, call } = raw
    ? rawCallSql(fn, raw, params)
    : callSql(fn, bulk ? body : args, wholeBody ? (body ?? args) : undefined, params, bulk);

  /** Runs `answer` as the caller in the call's timezone; asked for a plan, answers `sql`'s plan. */
  const runCall = (sql: string, answer: (tx: Tx) => Promise<Response>) =>
    runAsCaller(
      ctx,
      claims,
      request,
      `/rpc/${name}`,
      { rollback, readOnly: reading, schema: cache.schema },
      async (tx) => {
        await applyTimezone(tx, prefs);
        if (media.plan)
          return explainResponse(tx, media.plan, media.contentType, sql, params.values);
        return answer(tx);
      },
    );

  if (fn.returnKind === 'void') {
    const voidSql = `select ${from ? `1 from ${from}${call}` : call}`;
    return runCall(voidSql, async (tx) => {
      await tx.query(voidSql, params.values);
      return new Response(null, { status: 204, headers: applied() });
    });
  }

  const root = { ...query.root, ...pageOf(request, query.root, maxRows) };
  const { source, scalar } = functionSource(fn, cache);
  const plan = createPlanContext(cache, query.embeds);
  const node = scalar
    ? { ...scalarNode(query, fn), level: root }
    : planRead(query, source, quoteIdent(fn.name), plan, root);
  // As PostgREST counts a function's rows: exact and estimated count them; planned leaves the
  // total unknown (`*`), since no plan of the call is asked for.
  const counting = prefs.count === 'exact' || prefs.count === 'estimated';
  const sql = buildReadStatement(node, cache, params, plan.nextAlias, {
    count: counting,
    singular,
    singleValue: !fn.returnsSet,
    scalar,
    stripNulls: media.stripNulls,
    csv: media.kind === 'csv',
    ctes: [callCte(fn, from, call)],
  });
  return runCall(sql, async (tx) => {
    const result = await tx.query<ReadRow>(sql, params.values);
    const row = result.rows[0] as ReadRow;
    const returned = Number(row.page_count);
    if (singular && fn.returnsSet && returned !== 1) throw singularError(returned);
    if (prefs.handling === 'strict' && prefs.maxAffected !== undefined) {
      if (returned > prefs.maxAffected) throw maxAffectedError(returned);
    }
    const total = counting ? toCount(row.total) : undefined;
    const offset = root.offset ?? 0;
    const status = fn.returnsSet ? readStatus(offset, returned, total) : 200;
    const headers = {
      'content-type': media.contentType,
      'content-range': contentRange(offset, returned, total),
      ...applied(),
    };
    const responseBody = request.method === 'HEAD' ? null : (row.body ?? 'null');
    return new Response(responseBody, { status, headers });
  });
}

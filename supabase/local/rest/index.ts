// /rest/v1: the PostgREST subset this product uses (docs/wire/supabase-js.md#rest-requests). Tables
// and views by name, functions under /rpc/<name>; every statement runs under the caller's JWT so
// RLS decides.
import { environment } from '../environment.ts';
import type { BackendContext, Service } from '../server/context.ts';
import { json } from '../server/http.ts';
import { pgrstError, tableNotFound, unsupported } from './errors.ts';
import { parseQuery } from './parse/query.ts';
import { selectUsesAggregates } from './sql/read-plan.ts';
import { handleRead } from './read.ts';
import { requestSchema } from './request-info.ts';
import { handleRpc } from './rpc.ts';
import {
  createSchemaCacheHolder,
  type RelationInfo,
  type SchemaCacheHolder,
} from './schema-cache.ts';
import { handleWrite } from './write.ts';

export const REST_PREFIX = '/rest/v1';

/** Splits the path after /rest/v1 into a relation or an rpc target. */
export function restTarget(
  pathname: string,
): { kind: 'relation' | 'rpc'; name: string } | { kind: 'root' } {
  const rest = pathname.slice(REST_PREFIX.length).replace(/^\/+/, '');
  if (rest === '') return { kind: 'root' };
  let segments: string[];
  try {
    segments = rest.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    throw pgrstError(400, 'PGRST125', `Invalid percent-encoding in request URL: ${pathname}`);
  }
  if (segments.length === 2 && segments[0] === 'rpc' && segments[1])
    return { kind: 'rpc', name: segments[1] };
  if (segments.length === 1 && segments[0]) return { kind: 'relation', name: segments[0] };
  throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL: ${pathname}`);
}

async function findRelation(schema: SchemaCacheHolder, name: string): Promise<RelationInfo> {
  const cache = await schema.get();
  const relation = cache.relations.get(name) ?? (await schema.refreshIfStale()).relations.get(name);
  if (!relation) throw tableNotFound(name, cache.schema);
  return relation;
}

/** As PostgREST: the schema is echoed with the representation when it was negotiated. */
function withProfile(response: Response, schema: string): Response {
  if (response.status < 400 && response.headers.has('content-type'))
    response.headers.set('content-profile', schema);
  return response;
}

export function createRestService(ctx: BackendContext): Service {
  const exposed = environment().PGRST_DB_SCHEMAS;
  // One cache per exposed schema, each loaded on its first request.
  const holders = new Map<string, SchemaCacheHolder>();
  const holderOf = (name: string) => {
    let holder = holders.get(name);
    if (!holder) {
      holder = createSchemaCacheHolder(ctx.db, undefined, name);
      holders.set(name, holder);
    }
    return holder;
  };
  return {
    async handle(request) {
      const chosen = requestSchema(request, exposed);
      const response = await handleIn(ctx, request, holderOf(chosen.schema));
      return chosen.negotiated ? withProfile(response, chosen.schema) : response;
    },
  };
}

async function handleIn(
  ctx: BackendContext,
  request: Request,
  schema: SchemaCacheHolder,
): Promise<Response> {
  const url = new URL(request.url);
  const target = restTarget(url.pathname);
  const method = request.method;
  if (target.kind === 'root') throw unsupported('The OpenAPI description at /rest/v1/');
  if (method === 'PUT') throw unsupported('PUT (single-row upsert)');
  const allowed =
    target.kind === 'rpc' ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];
  if (!allowed.includes(method)) {
    return json(405, {
      code: 'PGRST117',
      message: `Unsupported HTTP method: ${method}`,
      details: null,
      hint: null,
    });
  }
  const claims = await ctx.callerClaims(request);
  if (target.kind === 'rpc') return handleRpc(ctx, request, claims, schema, target.name);

  const relation = await findRelation(schema, target.name);
  const query = parseQuery(url.searchParams);
  // db-aggregates-enabled may have been switched on since the cache was read.
  const cache = selectUsesAggregates(query.select)
    ? await schema.refreshSettings()
    : await schema.get();
  if (method === 'GET' || method === 'HEAD')
    return handleRead(ctx, request, claims, cache, relation, query);
  return handleWrite(ctx, request, claims, cache, relation, query);
}

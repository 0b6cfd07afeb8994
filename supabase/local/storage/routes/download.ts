// Serving an object's bytes: GET/HEAD /object/{bucket}/{key} and /object/authenticated/… (RLS
// decides), /object/public/… (public buckets only) and /object/sign/…?token= (signed URLs).
import type { JwtClaims } from '../../server/context.ts';
import { STORAGE_ERRORS } from '../errors.ts';
import { objectHeaders } from '../object-headers.ts';
import type { ObjectRow } from '../object-rows.ts';
import type { StorageDeps } from '../deps.ts';
import { objectAsCaller, publicObject } from './find-object.ts';

/** Streams the file of a row the caller may see (a row without its file is reported as missing). */
export async function serveObject(
  deps: StorageDeps,
  request: Request,
  row: ObjectRow,
): Promise<Response> {
  const file = await deps.files.open(row.bucket_id, row.name);
  if (!file) {
    deps.ctx.log('warn', `storage.objects row ${row.bucket_id}/${row.name} has no file on disk`);
    throw STORAGE_ERRORS.noSuchKey();
  }
  const metadata = row.metadata ?? {};
  const mimeType =
    typeof metadata['mimetype'] === 'string' ? metadata['mimetype'] : 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': mimeType,
    'content-length': String(file.size),
    'cache-control':
      typeof metadata['cacheControl'] === 'string' ? metadata['cacheControl'] : 'no-cache',
    ...objectHeaders({
      mimeType,
      key: row.name,
      download: new URL(request.url).searchParams.get('download'),
    }),
  };
  if (typeof metadata['eTag'] === 'string') headers['etag'] = metadata['eTag'];
  if (row.updated_at) headers['last-modified'] = new Date(row.updated_at).toUTCString();
  if (request.method === 'HEAD') {
    await file.body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(file.body, { status: 200, headers });
}

export async function downloadAsCaller(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
  bucketId: string,
  key: string,
): Promise<Response> {
  return serveObject(deps, request, await objectAsCaller(deps, claims, bucketId, key));
}

export async function downloadPublic(
  deps: StorageDeps,
  request: Request,
  bucketId: string,
  key: string,
): Promise<Response> {
  return serveObject(deps, request, await publicObject(deps, bucketId, key));
}

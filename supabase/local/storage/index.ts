// The Storage service (/storage/v1): upload, download, remove, list and signed URLs as
// storage-js calls them (docs/wire/supabase-js.md#storage-uploads-and-downloads). Files live under
// <dataDir>/storage; access is decided by row-level security on storage.objects, evaluated under
// the caller's own claims.
import type { BackendContext, Service } from '../server/context.ts';
import { HttpError } from '../server/http.ts';
import { callerOf, type StorageDeps } from './deps.ts';
import { ObjectFiles } from './disk.ts';
import { STORAGE_ERRORS, storageError } from './errors.ts';
import { checkRawObjectPath, isValidBucketId, type KeyUse } from './object-key.ts';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './routes/buckets.ts';
import { downloadAsCaller, downloadPublic } from './routes/download.ts';
import { infoAsCaller, infoPublic } from './routes/info.ts';
import { list, listV2 } from './routes/list.ts';
import { copyObject, moveObject } from './routes/move-copy.ts';
import { signUpload, uploadSigned } from './routes/signed-upload.ts';
import { removeMany, removeOne } from './routes/remove.ts';
import { downloadSigned, signMany, signOne } from './routes/sign.ts';
import { upload } from './routes/upload.ts';

const PREFIX = '/storage/v1';
/** The upload limit of buckets that set none. */
export const DEFAULT_FILE_SIZE_LIMIT = 10 * 1024 * 1024;
/** Names under /object/ that are routes, never bucket ids. */
const OBJECT_ROUTES: ReadonlySet<string> = new Set([
  'info',
  'move',
  'copy',
  'upload',
  'list',
  'list-v2',
  'sign',
  'public',
  'authenticated',
]);

function bucketFrom(segment: string | undefined): string {
  const id = segment === undefined ? '' : safeDecode(segment);
  if (!isValidBucketId(id)) throw STORAGE_ERRORS.invalidRequest('Invalid bucket name');
  return id;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '\0';
  }
}

function keyFrom(rawSegments: string[], use: KeyUse = 'read'): string {
  const check = checkRawObjectPath(rawSegments, use);
  if (!check.ok) throw STORAGE_ERRORS.invalidKey(check.reason);
  return check.key;
}

function methodNotAllowed(method: string, what: string): HttpError {
  return storageError(
    405,
    'MethodNotAllowed',
    'Method Not Allowed',
    `${method} ${what} is not supported`,
  );
}

/** /bucket, /bucket/{id} and /bucket/{id}/empty. */
async function routeBucket(
  deps: StorageDeps,
  request: Request,
  segments: string[],
): Promise<Response> {
  const claims = await callerOf(deps, request);
  const method = request.method;
  const [id, action, ...extra] = segments;
  if (id === undefined || id === '') {
    if (method === 'GET') return listBuckets(deps, request, claims);
    if (method === 'POST') return createBucket(deps, request, claims);
    throw methodNotAllowed(method, '/bucket');
  }
  const bucketId = bucketFrom(id);
  if (action === 'empty' && extra.length === 0) {
    if (method === 'POST') return emptyBucket(deps, claims, bucketId);
    throw methodNotAllowed(method, '/bucket/{id}/empty');
  }
  if (action !== undefined) throw notAStorageEndpoint(method, new URL(request.url).pathname);
  if (method === 'GET') return getBucket(deps, claims, bucketId);
  if (method === 'PUT') return updateBucket(deps, request, claims, bucketId);
  if (method === 'DELETE') return deleteBucket(deps, claims, bucketId);
  throw methodNotAllowed(method, '/bucket/{id}');
}

function notAStorageEndpoint(method: string, pathname: string): HttpError {
  return storageError(
    404,
    'NotFound',
    'Not Found',
    `${method} ${pathname} is not a Storage endpoint`,
  );
}

async function route(deps: StorageDeps, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const segments = url.pathname.slice(PREFIX.length).split('/').slice(1);
  const [area, first, ...rest] = segments;
  const method = request.method;
  if (area === 'bucket') return routeBucket(deps, request, segments.slice(1));
  // Image transformation (/render/image/…) is left out (README: the embedded backend).
  if (area === 'render') throw STORAGE_ERRORS.notSupported('Image transformation');
  if (area !== 'object' || first === undefined) throw notAStorageEndpoint(method, url.pathname);
  const read = method === 'GET' || method === 'HEAD';

  // Routes that need no caller: signed and public downloads.
  if (first === 'sign' && read)
    return downloadSigned(deps, request, bucketFrom(rest[0]), keyFrom(rest.slice(1)));
  if (first === 'public' && read)
    return downloadPublic(deps, request, bucketFrom(rest[0]), keyFrom(rest.slice(1)));
  if (first === 'info' && rest[0] === 'public' && method === 'GET')
    return infoPublic(deps, bucketFrom(rest[1]), keyFrom(rest.slice(2)));
  if (first === 'upload' && rest[0] === 'sign' && method === 'PUT')
    return uploadSigned(deps, request, bucketFrom(rest[1]), keyFrom(rest.slice(2), 'write'));

  const claims = await callerOf(deps, request);
  if (first === 'list' && method === 'POST')
    return list(deps, request, claims, bucketFrom(rest[0]));
  if (first === 'list-v2' && method === 'POST')
    return listV2(deps, request, claims, bucketFrom(rest[0]));
  if (first === 'move' && rest.length === 0 && method === 'POST')
    return moveObject(deps, request, claims);
  if (first === 'copy' && rest.length === 0 && method === 'POST')
    return copyObject(deps, request, claims);
  if (first === 'upload' && rest[0] === 'sign' && method === 'POST')
    return signUpload(deps, request, claims, bucketFrom(rest[1]), keyFrom(rest.slice(2), 'write'));
  if (first === 'info' && method === 'GET') {
    const path = rest[0] === 'authenticated' ? rest.slice(1) : rest;
    return infoAsCaller(deps, claims, bucketFrom(path[0]), keyFrom(path.slice(1)));
  }
  if (first === 'sign' && method === 'POST') {
    const bucketId = bucketFrom(rest[0]);
    return rest.length === 1
      ? signMany(deps, request, claims, bucketId)
      : signOne(deps, request, claims, bucketId, keyFrom(rest.slice(1)));
  }
  if (first === 'authenticated' && read)
    return downloadAsCaller(deps, request, claims, bucketFrom(rest[0]), keyFrom(rest.slice(1)));
  if (OBJECT_ROUTES.has(first)) throw methodNotAllowed(method, `/object/${first}`);

  const bucketId = bucketFrom(first);
  if (rest.length === 0) {
    if (method === 'DELETE') return removeMany(deps, request, claims, bucketId);
    throw storageError(
      405,
      'MethodNotAllowed',
      'Method Not Allowed',
      `${method} /object/${bucketId} is not supported`,
    );
  }
  const key = keyFrom(rest, method === 'POST' || method === 'PUT' ? 'write' : 'read');
  switch (method) {
    case 'POST':
      return upload(
        deps,
        request,
        claims,
        bucketId,
        key,
        request.headers.get('x-upsert') === 'true' ? 'upsert' : 'create',
      );
    case 'PUT':
      return upload(deps, request, claims, bucketId, key, 'update');
    case 'GET':
    case 'HEAD':
      return downloadAsCaller(deps, request, claims, bucketId, key);
    case 'DELETE':
      return removeOne(deps, claims, bucketId, key);
    default:
      throw storageError(
        405,
        'MethodNotAllowed',
        'Method Not Allowed',
        `${method} is not supported on objects`,
      );
  }
}

export function createStorageService(ctx: BackendContext): Service {
  const deps: StorageDeps = {
    ctx,
    files: new ObjectFiles(ctx.config.dataDir),
    defaultFileSizeLimit: DEFAULT_FILE_SIZE_LIMIT,
  };
  return {
    async handle(request) {
      try {
        return await route(deps, request);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        ctx.log('error', 'Storage request failed', error);
        throw storageError(500, 'InternalError', 'Internal Server Error', 'Internal Server Error');
      }
    },
  };
}

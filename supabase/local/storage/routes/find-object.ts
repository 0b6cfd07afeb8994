// The object lookups the read routes share: under the caller's claims (row-level security
// decides), or in a public bucket (no claims); both answer NoSuchBucket/NoSuchKey as Storage does.
import type { JwtClaims } from '../../server/context.ts';
import type { StorageDeps } from '../deps.ts';
import { STORAGE_ERRORS } from '../errors.ts';
import { asCaller, findBucket, selectObject, type ObjectRow } from '../object-rows.ts';

/** The row of an object the caller may read, in a bucket that exists. */
export async function objectAsCaller(
  deps: StorageDeps,
  claims: JwtClaims,
  bucketId: string,
  key: string,
): Promise<ObjectRow> {
  await findBucket(deps.ctx, bucketId);
  const row = await asCaller(deps.ctx, claims, (tx) => selectObject(tx, bucketId, key));
  if (!row) throw STORAGE_ERRORS.noSuchKey();
  return row;
}

/** The row of an object in a public bucket; a private bucket is answered as missing. */
export async function publicObject(
  deps: StorageDeps,
  bucketId: string,
  key: string,
): Promise<ObjectRow> {
  const bucket = await findBucket(deps.ctx, bucketId);
  if (!bucket.public) throw STORAGE_ERRORS.noSuchBucket();
  const row = await deps.ctx.db.transaction((tx) => selectObject(tx, bucketId, key));
  if (!row) throw STORAGE_ERRORS.noSuchKey();
  return row;
}

/** The ?token= of a signed URL (object download or upload). */
export function signedUrlToken(request: Request): string {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw STORAGE_ERRORS.invalidRequest('Missing token: a signed URL carries ?token=');
  return token;
}

// GET /object/info/{bucket}/{key} (and /info/authenticated/…, /info/public/…): an object's
// details without its bytes, in the fields hosted Storage sends (storage-js info() camelizes them).
import type { JwtClaims } from '../../server/context.ts';
import { json } from '../../server/http.ts';
import type { StorageDeps } from '../deps.ts';
import type { ObjectRow } from '../object-rows.ts';
import { objectAsCaller, publicObject } from './find-object.ts';

const isoOrNull = (value: string | null) => (value ? new Date(value).toISOString() : null);

export function objectInfo(row: ObjectRow) {
  const metadata = row.metadata ?? {};
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: typeof metadata['size'] === 'number' ? metadata['size'] : null,
    content_type: metadata['mimetype'] ?? null,
    cache_control: metadata['cacheControl'] ?? null,
    etag: metadata['eTag'] ?? null,
    // The uploader's own metadata (upload's `metadata` option), {} when none was given.
    metadata: row.user_metadata ?? {},
    last_modified: isoOrNull(row.updated_at),
    created_at: isoOrNull(row.created_at),
  };
}

export async function infoAsCaller(
  deps: StorageDeps,
  claims: JwtClaims,
  bucketId: string,
  key: string,
): Promise<Response> {
  return json(200, objectInfo(await objectAsCaller(deps, claims, bucketId, key)));
}

export async function infoPublic(
  deps: StorageDeps,
  bucketId: string,
  key: string,
): Promise<Response> {
  return json(200, objectInfo(await publicObject(deps, bucketId, key)));
}

// POST /object/{bucket}/{key} (create; x-upsert: true replaces) and PUT (update an existing
// object). The row is written under the caller's claims and the file is moved into place inside
// the same transaction: if the move fails the row is rolled back, and if the commit fails a newly
// created file is removed again, so no row is ever left without its file (or a file without a row).
import { createHash, randomUUID } from 'node:crypto';
import type { JwtClaims } from '../../server/context.ts';
import { json } from '../../server/http.ts';
import { STORAGE_ERRORS } from '../errors.ts';
import { mimeTypeAllowed } from '../object-key.ts';
import { asCaller, findBucket } from '../object-rows.ts';
import { readUploadBody } from '../upload-body.ts';
import type { StorageDeps } from '../deps.ts';

export type UploadMode = 'create' | 'upsert' | 'update';

/** The object's owner: the signed-in user who uploads it (nobody for the service role). */
export function ownerOf(claims: JwtClaims): string | null {
  return claims.role === 'authenticated' && claims.sub ? claims.sub : null;
}

/**
 * `owner` defaults to the caller; a signed upload URL runs as the service role (its signer's
 * rights were checked when it was signed) on behalf of the user who signed it.
 */
export async function upload(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
  bucketId: string,
  key: string,
  mode: UploadMode,
  owner: string | null = ownerOf(claims),
): Promise<Response> {
  const bucket = await findBucket(deps.ctx, bucketId);
  const limit = Math.min(
    Number(bucket.file_size_limit ?? deps.defaultFileSizeLimit) || deps.defaultFileSizeLimit,
    deps.ctx.config.maxBodyBytes,
  );
  const body = await readUploadBody(request, limit);
  if (!mimeTypeAllowed(body.mimeType, bucket.allowed_mime_types))
    throw STORAGE_ERRORS.invalidMimeType(body.mimeType);
  const now = new Date().toISOString();
  const metadata = {
    eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.byteLength,
    mimetype: body.mimeType,
    cacheControl: body.cacheControl,
    lastModified: now,
    contentLength: body.bytes.byteLength,
    httpStatusCode: 200,
  };
  const version = randomUUID();
  const params = [
    bucketId,
    key,
    owner,
    owner,
    JSON.stringify(metadata),
    body.userMetadata ? JSON.stringify(body.userMetadata) : null,
    version,
  ];
  const staged = await deps.files.stage(body.bytes);
  let placed = false;
  try {
    const id = await asCaller(deps.ctx, claims, async (tx) => {
      await deps.files.assertPlaceable(bucketId, key);
      const sql =
        mode === 'update'
          ? `update storage.objects set owner = $3, owner_id = $4, metadata = $5::jsonb, user_metadata = $6::jsonb,
               version = $7, updated_at = now() where bucket_id = $1 and name = $2 returning id`
          : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)
             ${
               mode === 'upsert'
                 ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
               owner_id = excluded.owner_id, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
               version = excluded.version, updated_at = now()`
                 : ''
             }
             returning id`;
      const { rows } = await tx.query<{ id: string }>(sql, params);
      const row = rows[0];
      if (!row) throw STORAGE_ERRORS.noSuchKey();
      await deps.files.commit(staged, bucketId, key);
      placed = true;
      return row.id;
    });
    return json(200, { Id: id, Key: `${bucketId}/${key}` });
  } catch (error) {
    // The row was not committed: a file placed for a new object goes too. (A replaced file
    // cannot be restored; that needs the commit itself to fail after the move.)
    if (placed && mode === 'create') await deps.files.remove(bucketId, key).catch(() => undefined);
    throw error;
  } finally {
    await deps.files.discard(staged);
  }
}

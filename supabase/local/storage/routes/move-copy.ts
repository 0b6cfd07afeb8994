// POST /object/move and /object/copy: {bucketId, sourceKey, destinationKey, destinationBucket?}
// as storage-js sends them. Rows change under the caller's claims (RLS decides on the source and
// the destination); the file moves or is copied inside the same transaction, so a refused row
// leaves the files as they were. A destination bucket's size and type limits apply to what arrives.
import { randomUUID } from 'node:crypto';
import type { JwtClaims } from '../../server/context.ts';
import { json } from '../../server/http.ts';
import { readJsonObject, type StorageDeps } from '../deps.ts';
import { STORAGE_ERRORS } from '../errors.ts';
import { checkKeyString, isValidBucketId, mimeTypeAllowed } from '../object-key.ts';
import {
  asCaller,
  findBucket,
  selectObject,
  type BucketRow,
  type ObjectRow,
} from '../object-rows.ts';
import { ownerOf } from './upload.ts';

interface Transfer {
  from: { bucket: string; key: string };
  to: { bucket: string; key: string };
}

function transferFrom(body: Record<string, unknown>): Transfer {
  const bucket = body['bucketId'];
  const destinationBucket = body['destinationBucket'] ?? bucket;
  const keys = [body['sourceKey'], body['destinationKey']].map((key) => {
    const check =
      typeof key === 'string' ? checkKeyString(key) : { ok: false as const, reason: 'Missing key' };
    if (!check.ok) throw STORAGE_ERRORS.invalidKey(check.reason);
    return check.key;
  });
  for (const id of [bucket, destinationBucket]) {
    if (typeof id !== 'string' || !isValidBucketId(id)) {
      throw STORAGE_ERRORS.invalidRequest('Invalid bucket name');
    }
  }
  return {
    from: { bucket: bucket as string, key: keys[0]! },
    to: { bucket: destinationBucket as string, key: keys[1]! },
  };
}

/** The destination bucket's limits, applied to an object arriving from elsewhere. */
function assertFits(deps: StorageDeps, bucket: BucketRow, row: ObjectRow): void {
  const metadata = row.metadata ?? {};
  const size = typeof metadata['size'] === 'number' ? metadata['size'] : 0;
  if (size > Number(bucket.file_size_limit ?? deps.defaultFileSizeLimit)) {
    throw STORAGE_ERRORS.tooLarge();
  }
  const type = typeof metadata['mimetype'] === 'string' ? metadata['mimetype'] : '';
  if (!mimeTypeAllowed(type, bucket.allowed_mime_types)) throw STORAGE_ERRORS.invalidMimeType(type);
}

export async function moveObject(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
): Promise<Response> {
  const { from, to } = transferFrom(await readJsonObject(request));
  await findBucket(deps.ctx, from.bucket);
  const destination = await findBucket(deps.ctx, to.bucket);
  let moved = false;
  try {
    await asCaller(deps.ctx, claims, async (tx) => {
      const source = await selectObject(tx, from.bucket, from.key);
      if (!source) throw STORAGE_ERRORS.noSuchKey();
      if (from.bucket !== to.bucket) assertFits(deps, destination, source);
      const { rows } = await tx.query(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
          where bucket_id = $1 and name = $2 returning id`,
        [from.bucket, from.key, to.bucket, to.key],
      );
      if (rows.length === 0) throw STORAGE_ERRORS.noSuchKey();
      await deps.files.assertPlaceable(to.bucket, to.key);
      moved = await deps.files.move(from, to);
      if (!moved) throw STORAGE_ERRORS.noSuchKey();
    });
  } catch (error) {
    // The row stayed where it was: so does the file.
    if (moved) await deps.files.move(to, from).catch(() => undefined);
    throw error;
  }
  return json(200, { message: 'Successfully moved' });
}

export async function copyObject(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
): Promise<Response> {
  const body = await readJsonObject(request);
  const { from, to } = transferFrom(body);
  const upsert = request.headers.get('x-upsert') === 'true';
  await findBucket(deps.ctx, from.bucket);
  const destination = await findBucket(deps.ctx, to.bucket);
  const given = body['metadata'];
  const userMetadata =
    given && typeof given === 'object' && !Array.isArray(given) ? given : undefined;
  const owner = ownerOf(claims);
  let staged: string | undefined;
  let placed = false;
  try {
    const id = await asCaller(deps.ctx, claims, async (tx) => {
      const source = await selectObject(tx, from.bucket, from.key);
      if (!source) throw STORAGE_ERRORS.noSuchKey();
      if (from.bucket !== to.bucket) assertFits(deps, destination, source);
      staged = await deps.files.stageCopy(from.bucket, from.key);
      if (!staged) throw STORAGE_ERRORS.noSuchKey();
      const keepMetadata = body['copyMetadata'] !== false;
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)
         ${
           upsert
             ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
                owner_id = excluded.owner_id, metadata = excluded.metadata,
                user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()`
             : ''
         }
         returning id`,
        [
          to.bucket,
          to.key,
          owner,
          owner,
          JSON.stringify(source.metadata),
          JSON.stringify(userMetadata ?? (keepMetadata ? source.user_metadata : null)),
          randomUUID(),
        ],
      );
      await deps.files.assertPlaceable(to.bucket, to.key);
      await deps.files.commit(staged, to.bucket, to.key);
      placed = true;
      return rows[0]!.id;
    });
    return json(200, { Id: id, Key: `${to.bucket}/${to.key}` });
  } catch (error) {
    if (placed && !upsert) await deps.files.remove(to.bucket, to.key).catch(() => undefined);
    throw error;
  } finally {
    if (staged) await deps.files.discard(staged);
  }
}

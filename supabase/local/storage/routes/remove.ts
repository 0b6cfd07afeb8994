// DELETE /object/{bucket} with {"prefixes": [...]} (storage-js remove) and DELETE of one key.
// Rows go first, under the caller's claims; only the files of rows really deleted are removed.
import type { JwtClaims } from '../../server/context.ts';
import { json } from '../../server/http.ts';
import { STORAGE_ERRORS } from '../errors.ts';
import { checkKeyString } from '../object-key.ts';
import { OBJECT_COLUMNS, asCaller, findBucket, type ObjectRow } from '../object-rows.ts';
import { readJsonObject, type StorageDeps } from '../deps.ts';

const MAX_KEYS_PER_CALL = 1000;

async function deleteRows(
  deps: StorageDeps,
  claims: JwtClaims,
  bucketId: string,
  keys: string[],
): Promise<ObjectRow[]> {
  await findBucket(deps.ctx, bucketId);
  const rows = await asCaller(deps.ctx, claims, async (tx) => {
    const result = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucketId, keys],
    );
    return result.rows;
  });
  for (const row of rows) {
    await deps.files.remove(row.bucket_id, row.name).catch((error: unknown) => {
      deps.ctx.log('warn', `Could not remove the file of ${row.bucket_id}/${row.name}`, error);
    });
  }
  return rows;
}

export async function removeMany(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
  bucketId: string,
): Promise<Response> {
  const body = await readJsonObject(request);
  const prefixes = body['prefixes'];
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > MAX_KEYS_PER_CALL) {
    throw STORAGE_ERRORS.invalidRequest(
      `prefixes must be a list of 1 to ${MAX_KEYS_PER_CALL} object paths`,
    );
  }
  const keys: string[] = [];
  for (const prefix of prefixes) {
    const check =
      typeof prefix === 'string'
        ? checkKeyString(prefix)
        : { ok: false as const, reason: 'prefixes must be strings' };
    if (!check.ok) throw STORAGE_ERRORS.invalidKey(check.reason);
    keys.push(check.key);
  }
  return json(200, await deleteRows(deps, claims, bucketId, keys));
}

export async function removeOne(
  deps: StorageDeps,
  claims: JwtClaims,
  bucketId: string,
  key: string,
): Promise<Response> {
  const rows = await deleteRows(deps, claims, bucketId, [key]);
  if (rows.length === 0) throw STORAGE_ERRORS.noSuchKey();
  return json(200, { message: 'Successfully deleted' });
}

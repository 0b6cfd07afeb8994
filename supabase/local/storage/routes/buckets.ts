// /bucket: list, read, create, update, empty and delete buckets as storage-js calls them. Every
// statement runs under the caller's claims, so row-level security on storage.buckets decides
// (no migration grants anyone but the service role a bucket policy: visitors, members and staff
// manage none). Answers carry the columns and shapes hosted Storage sends.
import type { JwtClaims } from '../../server/context.ts';
import { json } from '../../server/http.ts';
import { bucketSettingsFrom } from '../bucket-settings.ts';
import { readJsonObject, type StorageDeps } from '../deps.ts';
import { STORAGE_ERRORS } from '../errors.ts';
import { isValidBucketId } from '../object-key.ts';
import { asCaller } from '../object-rows.ts';

/** Timestamps as hosted Storage renders them (JavaScript's ISO form, in UTC). */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`;
const BUCKET_COLUMNS = `id, name, owner, public, ${iso('created_at')}, ${iso('updated_at')},
  file_size_limit::float8 as file_size_limit, allowed_mime_types`;
const SORT_COLUMNS: ReadonlySet<string> = new Set(['id', 'name', 'created_at', 'updated_at']);

function whole(value: string | null, name: string, minimum: number): number | undefined {
  if (value === null) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < minimum || !Number.isSafeInteger(number)) {
    throw STORAGE_ERRORS.invalidRequest(`${name} must be a whole number from ${minimum}`);
  }
  return number;
}

export async function listBuckets(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const limit = whole(query.get('limit'), 'limit', 1);
  const offset = whole(query.get('offset'), 'offset', 0) ?? 0;
  const column = query.get('sortColumn') ?? 'name';
  if (!SORT_COLUMNS.has(column)) {
    throw STORAGE_ERRORS.invalidRequest('sortColumn must be id, name, created_at or updated_at');
  }
  const descending = (query.get('sortOrder') ?? 'asc').toLowerCase() === 'desc';
  const search = query.get('search') ?? '';
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await asCaller(deps.ctx, claims, async (tx) => {
    const result = await tx.query(
      `select ${BUCKET_COLUMNS}, 'STANDARD' as type from storage.buckets
        where name ilike $1
        order by ${column} ${descending ? 'desc' : 'asc'}, id
        limit $2 offset $3`,
      [pattern, limit ?? null, offset],
    );
    return result.rows;
  });
  return json(200, rows);
}

export async function getBucket(
  deps: StorageDeps,
  claims: JwtClaims,
  bucketId: string,
): Promise<Response> {
  const bucket = await asCaller(deps.ctx, claims, async (tx) => {
    const result = await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [
      bucketId,
    ]);
    return result.rows[0];
  });
  if (!bucket) throw STORAGE_ERRORS.noSuchBucket();
  return json(200, bucket);
}

export async function createBucket(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
): Promise<Response> {
  const body = await readJsonObject(request);
  const name = body['name'];
  const id = body['id'] ?? name;
  if (typeof name !== 'string' || typeof id !== 'string') {
    throw STORAGE_ERRORS.invalidRequest('name must be a string');
  }
  // The id names the bucket's folder on disk, so it keeps the strict alphabet (object-key.ts).
  if (!isValidBucketId(id) || name.trim() !== name || name === '') {
    throw STORAGE_ERRORS.invalidBucketName();
  }
  if (body['type'] !== undefined && body['type'] !== 'STANDARD') {
    throw STORAGE_ERRORS.notSupported(`Buckets of type ${String(body['type'])}`);
  }
  const settings = bucketSettingsFrom(body, deps.ctx.config.maxBodyBytes);
  const owner = claims.role === 'authenticated' && claims.sub ? claims.sub : null;
  await asCaller(
    deps.ctx,
    claims,
    (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          name,
          owner,
          owner,
          settings.public ?? false,
          settings.fileSizeLimit ?? null,
          settings.allowedMimeTypes ?? null,
        ],
      ),
    { '23505': STORAGE_ERRORS.bucketExists },
  );
  return json(200, { name });
}

export async function updateBucket(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
  bucketId: string,
): Promise<Response> {
  const settings = bucketSettingsFrom(await readJsonObject(request), deps.ctx.config.maxBodyBytes);
  if (Object.keys(settings).length === 0) throw STORAGE_ERRORS.noContent();
  const updated = await asCaller(deps.ctx, claims, async (tx) => {
    const result = await tx.query(
      `update storage.buckets set
         public = case when $2 then $3 else public end,
         file_size_limit = case when $4 then $5 else file_size_limit end,
         allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
         updated_at = now()
       where id = $1 returning id`,
      [
        bucketId,
        settings.public !== undefined,
        settings.public ?? null,
        settings.fileSizeLimit !== undefined,
        settings.fileSizeLimit ?? null,
        settings.allowedMimeTypes !== undefined,
        settings.allowedMimeTypes ?? null,
      ],
    );
    return result.rows.length;
  });
  if (updated === 0) throw STORAGE_ERRORS.noSuchBucket();
  return json(200, { message: 'Successfully updated' });
}

/** Removes every object of the bucket the caller may delete, rows first, then their files. */
export async function emptyBucket(
  deps: StorageDeps,
  claims: JwtClaims,
  bucketId: string,
): Promise<Response> {
  const removed = await asCaller(deps.ctx, claims, async (tx) => {
    const bucket = await tx.query('select 1 from storage.buckets where id = $1', [bucketId]);
    if (bucket.rows.length === 0) throw STORAGE_ERRORS.noSuchBucket();
    const result = await tx.query<{ name: string }>(
      'delete from storage.objects where bucket_id = $1 returning name',
      [bucketId],
    );
    return result.rows;
  });
  for (const { name } of removed) {
    await deps.files.remove(bucketId, name).catch((error: unknown) => {
      deps.ctx.log('warn', `Could not remove the file of ${bucketId}/${name}`, error);
    });
  }
  return json(200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
}

/**
 * Deletes an empty bucket. The objects' foreign key refuses a bucket that still holds any,
 * whoever may see them, and that refusal is the answer.
 */
export async function deleteBucket(
  deps: StorageDeps,
  claims: JwtClaims,
  bucketId: string,
): Promise<Response> {
  const deleted = await asCaller(
    deps.ctx,
    claims,
    async (tx) => {
      const result = await tx.query('delete from storage.buckets where id = $1 returning id', [
        bucketId,
      ]);
      return result.rows.length;
    },
    { '23503': STORAGE_ERRORS.bucketNotEmpty },
  );
  if (deleted === 0) throw STORAGE_ERRORS.noSuchBucket();
  await deps.files.removeBucket(bucketId);
  return json(200, { message: 'Successfully deleted' });
}

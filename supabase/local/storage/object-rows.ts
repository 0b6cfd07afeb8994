// storage.objects rows, always read and written under the caller's claims so the bucket's
// row-level security policies decide (the service role bypasses them, as on Supabase).
import type { Claims, Tx } from '../db/index.ts';
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { HttpError } from '../server/http.ts';
import { STORAGE_ERRORS, storageError } from './errors.ts';

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
}

/** Timestamps as JSON strings whatever the driver returns. */
export const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, metadata, user_metadata, version,
   to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
   to_json(last_accessed_at) #>> '{}' as last_accessed_at`;

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

/** Buckets are looked up as the superuser (as Supabase Storage does); objects never are. */
export async function findBucket(ctx: BackendContext, id: string): Promise<BucketRow> {
  const { rows } = await ctx.db.query<BucketRow>(
    `select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
    [id],
  );
  const bucket = rows[0];
  if (!bucket) throw STORAGE_ERRORS.noSuchBucket();
  return bucket;
}

/** A route's own answer for a Postgres error code (a duplicate bucket, a bucket still in use). */
export type ErrorAnswers = Readonly<Partial<Record<'23505' | '23503', () => HttpError>>>;

/** Postgres errors of a row operation, in Storage's words. */
export function mapDatabaseError(error: unknown, answers: ErrorAnswers = {}): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  const answer = answers[code as keyof ErrorAnswers];
  if (answer) return answer();
  if (code === '23505') return STORAGE_ERRORS.duplicate();
  if (code === '42501') return STORAGE_ERRORS.accessDenied(message);
  if (code === '23503') return STORAGE_ERRORS.noSuchBucket();
  if (typeof code === 'string' && /^(22|23)/.test(code))
    return storageError(400, 'InvalidRequest', 'Invalid Input', message);
  return error;
}

export async function asCaller<R>(
  ctx: BackendContext,
  claims: JwtClaims,
  fn: (tx: Tx) => Promise<R>,
  answers: ErrorAnswers = {},
): Promise<R> {
  try {
    return await ctx.db.asClaims(claims as Claims, fn);
  } catch (error) {
    throw mapDatabaseError(error, answers);
  }
}

export async function selectObject(
  tx: Tx,
  bucket: string,
  key: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  return rows[0];
}

/** Rows read per statement when a listing needs every object under a prefix. */
const LIST_READ_CHUNK = 5_000;

/**
 * Every object of a bucket under a prefix that the transaction's role may read, by name, read in
 * pages keyed on the name so no listing stops at a fixed row count and no statement is unbounded.
 */
export async function objectsUnderPrefix(
  tx: Tx,
  bucket: string,
  prefix: string,
  chunk = LIST_READ_CHUNK,
): Promise<ObjectRow[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows: ObjectRow[] = [];
  for (let after: string | null = null; ;) {
    const page: ObjectRow[] = (
      await tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects
          where bucket_id = $1 and name like $2 and ($3::text is null or name > $3)
          order by name limit $4`,
        [bucket, pattern, after, chunk],
      )
    ).rows;
    rows.push(...page);
    if (page.length < chunk) return rows;
    after = page[page.length - 1]!.name;
  }
}

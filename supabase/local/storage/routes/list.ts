// POST /object/list/{bucket}: one folder level, as storage-js list() shows it: files with their
// rows, sub-folders as entries with null ids. Only rows the caller may read are considered.
import type { JwtClaims } from '../../server/context.ts';
import { json } from '../../server/http.ts';
import { STORAGE_ERRORS } from '../errors.ts';
import { asCaller, findBucket, objectsUnderPrefix, type ObjectRow } from '../object-rows.ts';
import { readJsonObject, type StorageDeps } from '../deps.ts';
import { decodeCursor, listPage, type SortColumnV2 } from '../list-page.ts';

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

/** Pure: the entries one folder level below `prefix`, filtered, sorted and paged. */
export function folderEntries(
  rows: readonly Pick<
    ObjectRow,
    'id' | 'name' | 'updated_at' | 'created_at' | 'last_accessed_at' | 'metadata'
  >[],
  options: {
    prefix: string;
    search: string;
    column: SortColumn;
    descending: boolean;
    offset: number;
    limit: number;
  },
): ListEntry[] {
  const folders = new Map<string, ListEntry>();
  const files: ListEntry[] = [];
  for (const row of rows) {
    if (!row.name.startsWith(options.prefix)) continue;
    const rest = row.name.slice(options.prefix.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (!name || !name.toLowerCase().startsWith(options.search.toLowerCase())) continue;
    if (slash === -1) {
      files.push({
        name,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    } else if (!folders.has(name)) {
      folders.set(name, {
        name,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    }
  }
  const direction = options.descending ? -1 : 1;
  const entries = [...folders.values(), ...files].sort((a, b) => {
    const left = options.column === 'name' ? a.name : (a[options.column] ?? '');
    const right = options.column === 'name' ? b.name : (b[options.column] ?? '');
    return (left < right ? -1 : left > right ? 1 : a.name < b.name ? -1 : 1) * direction;
  });
  return entries.slice(options.offset, options.offset + options.limit);
}

function wholeNumber(value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw STORAGE_ERRORS.invalidRequest(`limit and offset must be whole numbers from 0 to ${max}`);
  }
  return value;
}

/** The body's sortBy: a column it names from `columns` (else name), and whether it says desc. */
function sortOrder<C extends string>(
  body: Record<string, unknown>,
  columns: readonly C[],
): { column: C | 'name'; descending: boolean } {
  const sortBy = (body['sortBy'] ?? {}) as { column?: unknown; order?: unknown };
  return {
    column: columns.find((name) => name === sortBy.column) ?? 'name',
    descending: String(sortBy.order).toLowerCase() === 'desc',
  };
}

/** Every object under the prefix that the caller may read, in a bucket that exists. */
async function readableUnderPrefix(
  deps: StorageDeps,
  claims: JwtClaims,
  bucketId: string,
  prefix: string,
): Promise<ObjectRow[]> {
  await findBucket(deps.ctx, bucketId);
  return asCaller(deps.ctx, claims, (tx) => objectsUnderPrefix(tx, bucketId, prefix));
}

export async function list(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
  bucketId: string,
): Promise<Response> {
  const body = await readJsonObject(request);
  const rawPrefix = typeof body['prefix'] === 'string' ? body['prefix'] : '';
  if (
    rawPrefix.includes('..') ||
    rawPrefix.startsWith('/') ||
    rawPrefix.includes('\\') ||
    rawPrefix.includes('\0')
  ) {
    throw STORAGE_ERRORS.invalidKey('The prefix must be a relative folder path');
  }
  const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`;
  const { column, descending } = sortOrder(body, SORT_COLUMNS);
  const rows = await readableUnderPrefix(deps, claims, bucketId, prefix);
  return json(
    200,
    folderEntries(rows, {
      prefix,
      search: typeof body['search'] === 'string' ? body['search'] : '',
      column,
      descending,
      offset: wholeNumber(body['offset'], 0, 1_000_000),
      limit: wholeNumber(body['limit'], 100, 1000),
    }),
  );
}

const SORT_COLUMNS_V2: readonly SortColumnV2[] = ['name', 'created_at', 'updated_at'];

/** POST /object/list-v2/{bucket}: a page of objects (and folders, with_delimiter) under prefix. */
export async function listV2(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
  bucketId: string,
): Promise<Response> {
  const body = await readJsonObject(request);
  const prefix = typeof body['prefix'] === 'string' ? body['prefix'] : '';
  if (prefix.includes('\0')) throw STORAGE_ERRORS.invalidKey('The prefix must be a path');
  const { column, descending } = sortOrder(body, SORT_COLUMNS_V2);
  const cursor = typeof body['cursor'] === 'string' ? decodeCursor(body['cursor']) : undefined;
  if (typeof body['cursor'] === 'string' && !cursor) {
    throw STORAGE_ERRORS.invalidRequest('The cursor is not one this server gave');
  }
  const rows = await readableUnderPrefix(deps, claims, bucketId, prefix);
  return json(
    200,
    listPage(rows, {
      prefix,
      withDelimiter: body['with_delimiter'] === true,
      limit: Math.max(1, wholeNumber(body['limit'], 1000, 1000)),
      column,
      descending,
      ...(cursor ? { after: cursor } : {}),
    }),
  );
}

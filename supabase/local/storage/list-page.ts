// The pure part of POST /object/list-v2/{bucket} (storage-js listV2): one page of a bucket's
// objects under a prefix, optionally folded into folders at the next "/", sorted by name or a
// timestamp (then name), continued by an opaque cursor. Folders sort by their earliest object's
// creation, as hosted Storage orders them.

export interface ListedRow {
  id: string;
  name: string;
  metadata: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
}

export type SortColumnV2 = 'name' | 'created_at' | 'updated_at';

export interface PageOptions {
  prefix: string;
  withDelimiter: boolean;
  limit: number;
  column: SortColumnV2;
  descending: boolean;
  /** The last entry of the previous page (its name and sort value), from the cursor. */
  after?: { name: string; value: string };
}

export interface PageEntry {
  key?: string;
  name: string;
  id: string | null;
  metadata: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
}

export interface Page {
  hasNext: boolean;
  nextCursor?: string;
  folders: PageEntry[];
  objects: PageEntry[];
}

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** Entries at this level: objects, and with a delimiter, one folder per next path segment. */
function entriesOf(rows: readonly ListedRow[], options: PageOptions): PageEntry[] {
  const levels = options.prefix === '' ? 1 : options.prefix.split('/').length;
  const folders = new Map<string, PageEntry>();
  const entries: PageEntry[] = [];
  for (const row of rows) {
    if (!row.name.startsWith(options.prefix)) continue;
    const slash = options.withDelimiter ? row.name.indexOf('/', options.prefix.length) : -1;
    const created = iso(row.created_at);
    if (slash >= 0) {
      const name = row.name.slice(0, slash + 1);
      const folder = folders.get(name);
      if (!folder) {
        const entry: PageEntry = {
          key: name.split('/')[levels - 1] ?? name,
          name,
          id: null,
          metadata: null,
          created_at: created,
          updated_at: created,
          last_accessed_at: null,
        };
        folders.set(name, entry);
        entries.push(entry);
      } else if (created && (!folder.created_at || created < folder.created_at)) {
        folder.created_at = created;
        folder.updated_at = created;
      }
      continue;
    }
    entries.push({
      ...(options.withDelimiter ? { key: row.name.split('/')[levels - 1] ?? row.name } : {}),
      name: row.name,
      id: row.id,
      metadata: row.metadata,
      created_at: created,
      updated_at: iso(row.updated_at),
      last_accessed_at: iso(row.last_accessed_at),
    });
  }
  return entries;
}

const sortValue = (entry: PageEntry, column: SortColumnV2) =>
  column === 'name' ? '' : (entry[column] ?? '');

/** Byte order of names (PostgreSQL's "C" collation), then the sort value. */
function compare(a: { name: string; value: string }, b: { name: string; value: string }) {
  if (a.value !== b.value) return a.value < b.value ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

export function listPage(rows: readonly ListedRow[], options: PageOptions): Page {
  const direction = options.descending ? -1 : 1;
  const keyed = entriesOf(rows, options)
    .map((entry) => ({
      entry,
      position: { name: entry.name, value: sortValue(entry, options.column) },
    }))
    .sort((a, b) => compare(a.position, b.position) * direction);
  const after = options.after;
  const remaining = after
    ? keyed.filter(({ position }) => compare(position, after) * direction > 0)
    : keyed;
  const page = remaining.slice(0, options.limit);
  const last = page[page.length - 1];
  const hasNext = remaining.length > options.limit;
  return {
    hasNext,
    ...(hasNext && last
      ? { nextCursor: encodeCursor({ name: last.position.name, value: last.position.value }) }
      : {}),
    folders: page.filter(({ entry }) => entry.id === null).map(({ entry }) => entry),
    objects: page.filter(({ entry }) => entry.id !== null).map(({ entry }) => entry),
  };
}

export function encodeCursor(after: { name: string; value: string }): string {
  return Buffer.from(JSON.stringify(after)).toString('base64url');
}

/** The position a cursor names, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string): { name: string; value: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as { name?: unknown }).name === 'string' &&
      typeof (value as { value?: unknown }).value === 'string'
    ) {
      return value as { name: string; value: string };
    }
  } catch {
    // not a cursor of ours
  }
  return undefined;
}

// What an install holds, to compare two of them: every row of every table and every stored file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../../../../supabase/local/db/index.ts';

/**
 * Every row of every table, as canonical JSON lines per table, read from a stopped folder (opened
 * by `open`: this PGlite by default).
 */
export async function allRows(
  dataDir: string,
  open: (dataDir: string) => Promise<Database> = (dir) =>
    openDatabase({ dataDir: dir, skipMigrations: true }),
): Promise<Map<string, string[]>> {
  const db = await open(dataDir);
  try {
    const { rows: tables } = await db.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_%' order by 1`,
    );
    const out = new Map<string, string[]>();
    for (const { name } of tables) {
      const { rows } = await db.query<{ line: string }>(
        `select row_to_json(t)::text as line from ${name} t`,
      );
      out.set(name, rows.map((row) => row.line).sort());
    }
    return out;
  } finally {
    await db.close();
  }
}

/** Every stored file under <dataDir>/storage, by path, as its SHA-256. */
export function storedFiles(dataDir: string): Map<string, string> {
  const root = path.join(dataDir, 'storage');
  const out = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(
      path.relative(root, file),
      createHash('sha256').update(readFileSync(file)).digest('hex'),
    );
  }
  return out;
}

// Stored objects live on this server's own disk (<dataDir>/storage, see disk.ts). Two servers on
// one PostgreSQL with different folders would each miss the other's uploads (a file attached
// through one is a broken link on the other), so while a server runs it holds a claim on the
// database for its folder, and a server whose files would live elsewhere is refused at start.
// Servers on one machine that share the folder may run side by side (they see the same files).
import { mkdirSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stderrLogger } from '../server/log.ts';

/** Thrown when another server on the same database keeps its stored files somewhere else. */
export class LocalFilesElsewhereError extends Error {
  constructor(location: string) {
    super(
      `Another server is running on this database with its stored files in another folder than ` +
        `this one's (${location}). Files uploaded through one server would be missing on the other. ` +
        'Run one server per database, or run the servers on one machine with the same data folder ' +
        '(SUPABASE_DATA_DIR); to outgrow one machine, move to a hosted Supabase project ' +
        '(README: "More than one server").',
    );
    this.name = 'LocalFilesElsewhereError';
  }
}

/** The advisory-lock class of these claims ("STOR"); the second key is the folder's hash. */
const CLAIM_CLASS = 0x53544f52;

/** Where this server's files are: the machine and the folder, as every server would name it. */
export function filesLocation(dataDir: string): string {
  const root = path.resolve(dataDir, 'storage');
  mkdirSync(root, { recursive: true });
  return `${os.hostname()}:${realpathSync(root)}`;
}

/**
 * Claims the database for this folder's files until `release` (or the connection's end: a killed
 * server frees its claim with its session). Starting servers queue on one transaction lock, so
 * two starting at once with different folders cannot both pass.
 */
export async function claimLocalFiles(
  databaseUrl: string,
  location: string,
): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection loses the claim; the server keeps serving and says so once.
  client.on('error', (error) =>
    stderrLogger('error', 'The connection holding the stored files claim failed', {
      error: error.message,
    }),
  );
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1, 0)', [CLAIM_CLASS]);
    // Never 0, the key of the transaction lock above.
    const key = await client.query<{ key: number }>(
      'select (hashtext($1) & 2147483647) | 1 as key',
      [location],
    );
    const ours = key.rows[0]!.key;
    await client.query('select pg_advisory_lock_shared($1, $2)', [CLAIM_CLASS, ours]);
    const others = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
        where locktype = 'advisory' and objsubid = 2 and granted
          and database = (select oid from pg_database where datname = current_database())
          and classid::bigint = $1 and objid::bigint not in (0, $2)`,
      [CLAIM_CLASS, ours],
    );
    await client.query('commit');
    if (others.rows[0]!.n > 0) throw new LocalFilesElsewhereError(location);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return { release: () => client.end() };
}

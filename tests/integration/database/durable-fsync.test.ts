// SUPABASE_DB_FSYNC=on reaches the disk: Postgres runs with fsync on and flushes WAL with fsync(),
// and each commit calls the host's fsync(2) before it is acknowledged (Emscripten's NODEFS had no
// fsync, so Postgres's calls did nothing). Off, PGlite's own defaults: no fsync at all.
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../../../supabase/local/db/pglite-database.ts';
import { tempFolderMaker } from './support/temp-database.ts';

const tempFolder = tempFolderMaker();
afterEach(() => vi.restoreAllMocks());

describe.each([true, false])('PGlite with fsync %s', (fsync) => {
  it(fsync ? 'fsyncs every commit' : 'never fsyncs', async () => {
    const db = await openPglite(tempFolder(`fsync-${fsync}`), { fsync });
    try {
      const { rows } = await db.query<{ fsync: string; method: string }>(
        `select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
      );
      expect(rows[0]?.fsync).toBe(fsync ? 'on' : 'off');
      if (fsync) expect(rows[0]?.method).toBe('fsync');
      await db.query('create table t (n int)');
      const syncs = vi.spyOn(fs, 'fsyncSync');
      for (let n = 0; n < 5; n += 1)
        await db.transaction((tx) => tx.query('insert into t values ($1)', [n]));
      if (fsync) expect(syncs.mock.calls.length).toBeGreaterThanOrEqual(5);
      else expect(syncs).not.toHaveBeenCalled();
    } finally {
      await db.close();
    }
  });
});

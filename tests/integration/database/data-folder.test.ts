import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFolderLockedError, openDatabase } from '../../../supabase/local/db/index.ts';
import { startDatabaseChild } from './support/child-process.ts';
import { tempFolderMaker } from './support/temp-database.ts';

const tempFolder = tempFolderMaker();

describe('the data folder lock', () => {
  it('refuses a second process with a clear message, and is taken over once that process is dead', async () => {
    const dataDir = tempFolder('lock');
    const holder = startDatabaseChild(dataDir, 'hold');
    await holder.waitFor((line) => line === 'ready');

    const refused = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderLockedError);
    expect(refused).toMatchObject({ ownerPid: holder.process.pid });
    expect((refused as Error).message).toMatch(/in use by another process \(PID \d+\)/);

    holder.process.kill('SIGKILL');
    await holder.exited;
    // The dead holder's lock file is still there; it is recognised as stale.
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true);
    const db = await openDatabase({ dataDir });
    await db.close();
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });

  it('refuses the same folder opened twice in one process', async () => {
    const dataDir = tempFolder('twice');
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataFolderLockedError);
    } finally {
      await first.close();
    }
  });
});

describe('durability of PGlite in a data folder', () => {
  it('keeps every acknowledged row when the process is killed (SIGKILL) in the middle of a burst', async () => {
    const dataDir = tempFolder('crash');
    const writer = startDatabaseChild(dataDir, 'burst');
    await writer.waitFor((line) => line === 'ready');
    // Let the burst run for a while, then kill it without warning mid-write.
    await writer.waitFor((line) => line === 'ack burst-0-40@example.com');
    writer.process.kill('SIGKILL');
    await writer.exited;
    const acknowledged = writer.lines
      .filter((line) => line.startsWith('ack '))
      .map((line) => line.slice(4));
    expect(acknowledged.length).toBeGreaterThan(40);

    const db = await openDatabase({ dataDir });
    try {
      const { rows } = await db.query<{ email: string }>(
        `select email from public.contact_messages where email like 'burst-%'`,
      );
      const stored = new Set(rows.map((row) => row.email));
      const missing = acknowledged.filter((email) => !stored.has(email));
      expect(missing).toEqual([]);
      console.info(
        `[durability] ${acknowledged.length} acknowledged, ${stored.size} stored after SIGKILL`,
      );
    } finally {
      await db.close();
    }
  });
});

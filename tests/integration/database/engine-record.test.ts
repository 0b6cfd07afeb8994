// The data folder names the engine that wrote it (issue 42, item 2): a new folder is recorded, a
// folder made before records were kept still opens (after its PG_VERSION is checked) and is
// recorded, and a folder of a newer PGlite is refused, never downgraded. That folder is synthetic
// (no newer release exists to write it). A genuine folder of the previous minor release, written
// by PGlite 0.4.6, is refused and upgraded in tests/integration/ops/data-upgrade.test.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../supabase/local/db/index.ts';
import {
  ENGINE_RECORD_FILE,
  EngineMismatchError,
  POSTGRES_MAJOR,
} from '../../../supabase/local/db/engine-record.ts';
import { PGLITE_VERSION } from '../../../supabase/local/db/pglite-template.ts';
import { tempFolderMaker } from './support/temp-database.ts';

const tempFolder = tempFolderMaker();
const recordPath = (dataDir: string) => path.join(dataDir, 'pg', ENGINE_RECORD_FILE);
const readRecord = (dataDir: string) =>
  JSON.parse(fs.readFileSync(recordPath(dataDir), 'utf8')) as Record<string, unknown>;

/** Writes what a folder of another engine holds: its record and its PG_VERSION. */
function writtenBy(dataDir: string, pglite: string, postgresMajor: number): void {
  const record = {
    pglite,
    postgresMajor,
    firstWrittenBy: pglite,
    updatedAt: '2025-11-01T00:00:00Z',
  };
  fs.writeFileSync(recordPath(dataDir), `${JSON.stringify(record)}\n`);
  fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), `${postgresMajor}\n`);
}

/** Every file of the folder with its bytes' hash and modification time. */
function fingerprint(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    out.set(path.relative(dir, file), `${hash} ${fs.statSync(file).mtimeMs}`);
  }
  return out;
}

async function madeFolder(label: string): Promise<string> {
  const dataDir = tempFolder(label);
  const db = await openDatabase({ dataDir, skipMigrations: true });
  await db.close();
  return dataDir;
}

describe('the engine record of a data folder', () => {
  it('names the PGlite that made the folder and the PostgreSQL major it runs', async () => {
    const dataDir = tempFolder('engine-new');
    const db = await openDatabase({ dataDir, skipMigrations: true });
    try {
      const { rows } = await db.query<{ major: number }>(
        `select current_setting('server_version_num')::int / 10000 as major`,
      );
      expect(rows[0]?.major).toBe(POSTGRES_MAJOR);
    } finally {
      await db.close();
    }
    expect(readRecord(dataDir)).toMatchObject({
      pglite: PGLITE_VERSION,
      postgresMajor: POSTGRES_MAJOR,
      firstWrittenBy: PGLITE_VERSION,
    });
    expect(fs.readFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), 'utf8').trim()).toBe(
      String(POSTGRES_MAJOR),
    );
  });

  it('opens a folder made before records were kept, and records it', async () => {
    const dataDir = await madeFolder('engine-legacy');
    fs.rmSync(recordPath(dataDir));
    const db = await openDatabase({ dataDir, skipMigrations: true });
    await db.close();
    expect(readRecord(dataDir)).toMatchObject({
      pglite: PGLITE_VERSION,
      postgresMajor: POSTGRES_MAJOR,
      firstWrittenBy: 'unrecorded',
    });
  });

  it('refuses a folder of a newer PGlite release with the same PostgreSQL before opening it: never a downgrade', async () => {
    const dataDir = await madeFolder('engine-newer');
    writtenBy(dataDir, '0.6.0', POSTGRES_MAJOR);
    const before = fingerprint(dataDir);
    const refused = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EngineMismatchError);
    expect((refused as Error).message).toMatch(
      /written by PGlite 0\.6\.0 \(PostgreSQL \d+\).*0\.6 and 0\.5 releases.*Run the version of the site that wrote it, or a newer one\./,
    );
    expect((refused as Error).message).not.toContain('data:upgrade');
    expect(fingerprint(dataDir)).toEqual(before);
  });
});

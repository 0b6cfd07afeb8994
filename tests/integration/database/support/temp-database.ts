import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openDatabase, type Database } from '../../../../supabase/local/db/index.ts';

export interface TempDatabase {
  db: Database;
  dataDir: string;
  /** Closes the database and deletes its folder. */
  dispose(): Promise<void>;
}

export function makeTempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `majlis-${label}-`));
}

/** Makes temporary folders that are all deleted once the calling test file's tests are done. */
export function tempFolderMaker(): (label: string) => string {
  const folders: string[] = [];
  afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  return (label) => {
    const dir = makeTempDir(label);
    folders.push(dir);
    return dir;
  };
}

/** A fresh PGlite database in a temporary folder, migrated and seeded. */
export async function openTempDatabase(label: string): Promise<TempDatabase> {
  const dataDir = makeTempDir(label);
  const db = await openDatabase({ dataDir });
  return {
    db,
    dataDir,
    dispose: async () => {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The SQLSTATE of a thrown Postgres error (undefined when it is not one). */
export async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    throw error;
  }
}

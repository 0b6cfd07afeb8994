// Migrates a throwaway embedded database and renders its public schema as the generated
// `Database` type, formatted by the project's Prettier settings: the same text every time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { openDatabase } from '../db/index.ts';
import { PROJECT_ROOT } from '../db/project-paths.ts';
import { introspectSchema } from './introspect.ts';
import { renderDatabaseTypes } from './render.ts';

/**
 * Where the generated file lives, checked in, once: under supabase/functions because
 * `supabase functions deploy` bundles only what lies there (see its README); the website imports
 * it from there as `~shared/database.types.ts`.
 */
export const DATABASE_TYPES_FILE = path.join(
  PROJECT_ROOT,
  'supabase/functions/_shared/database.types.ts',
);

export async function generateDatabaseTypes(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-typegen-'));
  try {
    const db = await openDatabase({ dataDir });
    try {
      const schema = await db.transaction((tx) => introspectSchema(tx, 'public'));
      const source = renderDatabaseTypes([schema]);
      const options = (await prettier.resolveConfig(DATABASE_TYPES_FILE)) ?? {};
      return await prettier.format(source, { ...options, filepath: DATABASE_TYPES_FILE });
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

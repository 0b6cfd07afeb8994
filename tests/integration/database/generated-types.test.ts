// The checked-in Database types must be what the migrations generate: a column change that the
// TypeScript does not follow fails here (run `npm run gen:types`). There is one file, under
// supabase/functions/_shared; the website imports it from there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_TYPES_FILE,
  generateDatabaseTypes,
} from '../../../supabase/local/typegen/generate.ts';
import { PROJECT_ROOT } from '../../../supabase/local/db/project-paths.ts';

describe('generated Database types', () => {
  it('match what `npm run gen:types` generates from supabase/migrations', async () => {
    const generated = await generateDatabaseTypes();
    const relative = path.relative(PROJECT_ROOT, DATABASE_TYPES_FILE);
    expect(
      readFileSync(DATABASE_TYPES_FILE, 'utf8') === generated,
      `${relative} is stale: run \`npm run gen:types\` and commit the result`,
    ).toBe(true);
  });

  it('are written once: the website has no copy of its own', () => {
    expect(existsSync(path.join(PROJECT_ROOT, 'src/lib/database.types.ts'))).toBe(false);
  });
});

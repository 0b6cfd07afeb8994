// The checked-in Database types must be what the migrations generate: a column change that the
// TypeScript does not follow fails here (run `npm run gen:types`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_TYPES_FILES,
  generateDatabaseTypes,
} from '../../../supabase/local/typegen/generate.ts';
import { PROJECT_ROOT } from '../../../supabase/local/db/project-paths.ts';

describe('generated Database types', () => {
  it('match what `npm run gen:types` generates from supabase/migrations, in every copy', async () => {
    const generated = await generateDatabaseTypes();
    for (const file of DATABASE_TYPES_FILES) {
      const relative = path.relative(PROJECT_ROOT, file);
      expect(
        readFileSync(file, 'utf8') === generated,
        `${relative} is stale: run \`npm run gen:types\` and commit the result`,
      ).toBe(true);
    }
  });
});

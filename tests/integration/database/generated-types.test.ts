// The checked-in Database type must be what the migrations generate: a column change that the
// TypeScript does not follow fails here (run `npm run gen:types`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_TYPES_FILE,
  generateDatabaseTypes,
} from '../../../supabase/local/typegen/generate.ts';

describe('src/lib/database.types.ts', () => {
  it('matches what `npm run gen:types` generates from supabase/migrations', async () => {
    const generated = await generateDatabaseTypes();
    const checkedIn = readFileSync(DATABASE_TYPES_FILE, 'utf8');
    expect(
      checkedIn === generated,
      'src/lib/database.types.ts is stale: run `npm run gen:types` and commit the result',
    ).toBe(true);
  });
});

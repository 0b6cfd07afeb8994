/**
 * `npm run gen:types`: writes supabase/functions/_shared/database.types.ts from supabase/migrations, in the format of `supabase gen types typescript` (run that against a hosted
 * project and the file is the same contract). `--check` only compares, exiting 1 when a
 * checked-in file is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../typegen/generate.ts';

const check = process.argv.includes('--check');
const generated = await generateDatabaseTypes();
const current = existsSync(DATABASE_TYPES_FILE) ? readFileSync(DATABASE_TYPES_FILE, 'utf8') : '';
const relative = path.relative(process.cwd(), DATABASE_TYPES_FILE);
if (generated === current) {
  console.log(`${relative} matches the migrations.`);
} else if (check) {
  console.error(`${relative} is stale: run \`npm run gen:types\` and commit the result.`);
  process.exit(1);
} else {
  writeFileSync(DATABASE_TYPES_FILE, generated);
  console.log(`Wrote ${relative}.`);
}

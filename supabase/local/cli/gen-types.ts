/**
 * `npm run gen:types`: writes src/lib/database.types.ts (and the Edge Functions' copy) from
 * supabase/migrations, in the format of `supabase gen types typescript` (run that against a hosted
 * project and the file is the same contract). `--check` only compares, exiting 1 when a
 * checked-in file is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_TYPES_FILES, generateDatabaseTypes } from '../typegen/generate.ts';

const check = process.argv.includes('--check');
const generated = await generateDatabaseTypes();
let stale = false;
for (const file of DATABASE_TYPES_FILES) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const relative = path.relative(process.cwd(), file);
  if (generated === current) {
    console.log(`${relative} matches the migrations.`);
  } else if (check) {
    console.error(`${relative} is stale: run \`npm run gen:types\` and commit the result.`);
    stale = true;
  } else {
    writeFileSync(file, generated);
    console.log(`Wrote ${relative}.`);
  }
}
if (stale) process.exit(1);

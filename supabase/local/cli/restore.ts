/**
 * npm run restore -- <archive> [--data-dir <dir>]
 * Brings a backup archive (npm run backup) into an empty data folder, checking every entry against
 * the archive's manifest (sizes, SHA-256, row counts). Refuses a folder that is not empty and an
 * archive that is damaged or tampered with; a failed restore leaves the folder empty.
 */
import { environment } from '../environment.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR } from '../db/index.ts';
import { restoreArchive } from '../ops/restore-archive.ts';

const USAGE = 'Usage: npm run restore -- <archive> --data-dir <empty folder>';

function fail(message: string): never {
  process.stderr.write(`restore: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { 'data-dir': { type: 'string' } },
      strict: true,
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const [archive, ...extra] = parsed.positionals;
  if (!archive || extra.length > 0) fail(USAGE);
  const env = environment();
  if (env.DATABASE_URL)
    fail(
      'restoring into a PostgreSQL server (DATABASE_URL) is not supported yet; unset it to restore into a data folder',
    );
  const dataDir = path.resolve(
    parsed.values['data-dir'] ?? env.SUPABASE_DATA_DIR ?? DEFAULT_DATA_DIR,
  );
  const started = performance.now();
  const report = await restoreArchive({ archive, dataDir });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Restored ${report.rows} rows in ${report.manifest.tables.length} tables and ${report.files} ` +
      `stored files from the backup of ${report.manifest.createdAt} into ${dataDir} (${seconds} s).\n`,
  );
  for (const file of report.manifest.unsavedFiles)
    process.stdout.write(`Not in the backup: ${file.bucket}/${file.name} (it ${file.why}).\n`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

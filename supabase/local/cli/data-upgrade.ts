/**
 * npm run data:upgrade -- [--data-dir <dir>] [--engine <folder with the older PGlite>] [--backup-dir <dir>]
 * Upgrades a data folder written by an older PGlite, on request only (a start refuses such a
 * folder and names this command): every row and stored file is read with a PGlite that can read
 * them, archived, restored into a new folder and checked, and the old folder is kept beside it.
 */
import { environment } from '../environment.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR } from '../db/index.ts';
import { describeEngine, CURRENT_ENGINE } from '../db/engine-record.ts';
import { defaultBackupFolder } from '../ops/backup-schedule.ts';
import { upgradeDataFolder } from '../ops/engine-upgrade.ts';

const USAGE =
  'Usage: npm run data:upgrade -- [--data-dir <folder>] [--engine <folder with the older PGlite>] [--backup-dir <folder>]';

function fail(message: string): never {
  process.stderr.write(`data:upgrade: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values;
  try {
    values = parseArgs({
      options: {
        'data-dir': { type: 'string' },
        engine: { type: 'string' },
        'backup-dir': { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const env = environment();
  if (env.DATABASE_URL)
    fail('DATABASE_URL is set: a PostgreSQL server is upgraded with its own tools, not this one');
  const dataDir = path.resolve(values['data-dir'] ?? env.SUPABASE_DATA_DIR ?? DEFAULT_DATA_DIR);
  const backupDir = path.resolve(
    values['backup-dir'] ?? env.SUPABASE_BACKUP_DIR ?? defaultBackupFolder(dataDir),
  );
  const started = performance.now();
  const report = await upgradeDataFolder({
    dataDir,
    backupDir,
    ...(values.engine ? { engineDir: path.resolve(values.engine) } : {}),
    log: (line) => process.stdout.write(`${line}\n`),
  });
  if (!report) {
    process.stdout.write(`${dataDir} is already readable by ${describeEngine(CURRENT_ENGINE)}.\n`);
    return;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Upgraded ${dataDir} from ${describeEngine(report.from)} to ${describeEngine(CURRENT_ENGINE)}: ` +
      `${report.rows} rows and ${report.files} stored files moved and counted (${seconds} s). ` +
      `The old folder is kept at ${report.keptAt}; remove it once the site runs well.\n`,
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

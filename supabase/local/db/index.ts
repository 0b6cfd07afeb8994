// The embedded backend's database: PGlite in a data folder, or a real Postgres when a URL is
// given. Opening it applies the bootstrap, the migrations and the default seed.
import { copyMigratedTemplateInto } from './migrated-template.ts';
import { applyMigrations, seed } from './migrations.ts';
import { openPglite } from './pglite-database.ts';
import { openPostgres } from './postgres-database.ts';
import { DEFAULT_DATA_DIR } from './project-paths.ts';
import type { Database } from './types.ts';

export type { Claims, Database, QueryResult, Tx } from './types.ts';
export { DataFolderLockedError } from './data-folder-lock.ts';
export {
  MigrationError,
  applyMigrations,
  seed,
  seedDemo,
  type MigrationReport,
} from './migrations.ts';
export { DEFAULT_DATA_DIR, PROJECT_ROOT } from './project-paths.ts';

export interface OpenDatabaseOptions {
  /** PGlite's folder (Postgres files go in `<dataDir>/pg`); default `.data/` at the repo root. */
  dataDir?: string;
  /** A Postgres connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** On Postgres, run request statements as prepared statements (off behind a transaction pooler). */
  preparedStatements?: boolean;
  /** Skip migrations and seed (tests of the layer itself). Default false. */
  skipMigrations?: boolean;
  /** Where supabase/ lives; default this repository. */
  projectRoot?: string;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const fromTemplate =
    !options.databaseUrl &&
    !options.skipMigrations &&
    (await copyMigratedTemplateInto(options.dataDir ?? DEFAULT_DATA_DIR, options.projectRoot));
  const db = options.databaseUrl
    ? await openPostgres(
        options.databaseUrl,
        options.preparedStatements === undefined
          ? {}
          : { preparedStatements: options.preparedStatements },
      )
    : await openPglite(options.dataDir ?? DEFAULT_DATA_DIR);
  if (options.skipMigrations) return db;
  try {
    await applyMigrations(db, options.projectRoot);
    if (fromTemplate) await rollInstallSecrets(db);
    await seed(db, options.projectRoot === undefined ? {} : { root: options.projectRoot });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** A copy of the migrated template gets secrets of its own (see migrated-template.ts). */
async function rollInstallSecrets(db: Database): Promise<void> {
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regprocedure('private.roll_install_secrets()') is not null as present`,
  );
  if (rows[0]?.present) await db.query('select private.roll_install_secrets()');
}

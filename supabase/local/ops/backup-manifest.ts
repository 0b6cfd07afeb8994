// What a backup archive holds, listed first in it as manifest.json: every entry with its size and
// SHA-256, the row count of every table and the real name of every stored file. Restore trusts
// nothing in the archive that this list does not vouch for.
import { z } from 'zod';

export const MANIFEST_ENTRY = 'manifest.json';
export const BACKUP_FORMAT = 'majlis-network-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The archive's own entry names: short and ASCII (tar.ts), never a path out of the folder. */
const entryName = z.string().regex(/^(database|files|settings)\/[\w.-]+$/);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const checked = { entry: entryName, bytes: z.number().int().nonnegative(), sha256 };

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  /** Which database the dump was taken from: 'pglite' or 'postgres'. */
  engine: z.enum(['pglite', 'postgres']),
  /** supabase_migrations.schema_migrations: the schema the rows fit. */
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({
      schema: z.string(),
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().nonnegative(),
      ...checked,
    }),
  ),
  sequences: z.array(
    z.object({ schema: z.string(), name: z.string(), lastValue: z.string().nullable() }),
  ),
  /** Stored objects (storage.objects rows) and their files. */
  files: z.array(z.object({ bucket: z.string(), name: z.string(), ...checked })),
  /** Rows whose file was already missing or not theirs when the backup was taken. */
  unsavedFiles: z.array(z.object({ bucket: z.string(), name: z.string(), why: z.string() })),
  /** The data folder's own files: keys.json and the like. */
  settings: z.array(z.object({ name: z.string().regex(/^[\w.-]+$/), ...checked })),
});

export type BackupManifest = z.output<typeof manifestSchema>;
export type ManifestTable = BackupManifest['tables'][number];
export type ManifestFile = BackupManifest['files'][number];

/** The manifest of an archive, or an error saying what is wrong with it. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('its manifest is not valid JSON');
  }
  const parsed = manifestSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problem = parsed.error.issues[0];
  throw new Error(
    `its manifest is not one this version reads (${problem?.path.join('.') || 'manifest'}: ${problem?.message ?? 'invalid'})`,
  );
}

/** Every entry the manifest vouches for, by archive name. */
export function checkedEntries(
  manifest: BackupManifest,
): Map<string, { bytes: number; sha256: string; what: string }> {
  const entries = new Map<string, { bytes: number; sha256: string; what: string }>();
  for (const table of manifest.tables)
    entries.set(table.entry, { ...table, what: `the rows of ${table.schema}.${table.name}` });
  for (const file of manifest.files)
    entries.set(file.entry, { ...file, what: `the stored file ${file.bucket}/${file.name}` });
  for (const setting of manifest.settings)
    entries.set(setting.entry, { ...setting, what: `the data folder's ${setting.name}` });
  return entries;
}

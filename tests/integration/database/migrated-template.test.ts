// A new data folder starts from a cluster on which the migrations already ran
// (supabase/local/db/migrated-template.ts): it has every migration recorded, secrets of its own,
// and a changed SQL file makes a new template.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, PROJECT_ROOT } from '../../../supabase/local/db/index.ts';
import { migrationsKey } from '../../../supabase/local/db/migrated-template.ts';
import { TEMPLATE_DIR } from '../../../supabase/local/db/pglite-template.ts';
import { tempFolderMaker } from './support/temp-database.ts';

const tempFolder = tempFolderMaker();

async function suppressionSecretOfNewFolder(): Promise<{ secret: string; migrations: number }> {
  const db = await openDatabase({ dataDir: tempFolder('migrated') });
  try {
    const { rows } = await db.query<{ secret: string; migrations: number }>(
      `select encode(s.secret, 'hex') as secret,
              (select count(*)::int from supabase_migrations.schema_migrations) as migrations
         from private.privacy_secrets s where s.name = 'suppression'`,
    );
    return rows[0]!;
  } finally {
    await db.close();
  }
}

describe('the migrated template', () => {
  it('gives each new data folder every migration and a suppression secret of its own', async () => {
    const files = fs
      .readdirSync(path.join(PROJECT_ROOT, 'supabase', 'migrations'))
      .filter((name) => name.endsWith('.sql'));
    const first = await suppressionSecretOfNewFolder();
    const second = await suppressionSecretOfNewFolder();
    expect(first.migrations).toBe(files.length);
    expect(second.migrations).toBe(files.length);
    expect(first.secret).toMatch(/^[0-9a-f]{128}$/);
    expect(second.secret).not.toBe(first.secret);
    expect(
      fs.existsSync(
        path.join(path.dirname(TEMPLATE_DIR), `migrated-${migrationsKey()}`, 'PG_VERSION'),
      ),
    ).toBe(true);
  });

  it('is named by every SQL file: one changed byte makes another', () => {
    const root = tempFolder('project');
    fs.cpSync(
      path.join(PROJECT_ROOT, 'supabase', 'migrations'),
      path.join(root, 'supabase', 'migrations'),
      {
        recursive: true,
      },
    );
    fs.cpSync(
      path.join(PROJECT_ROOT, 'supabase', 'local', 'bootstrap'),
      path.join(root, 'supabase', 'local', 'bootstrap'),
      { recursive: true },
    );
    expect(migrationsKey(root)).toBe(migrationsKey());
    const last = fs
      .readdirSync(path.join(root, 'supabase', 'migrations'))
      .sort()
      .at(-1)!;
    fs.appendFileSync(path.join(root, 'supabase', 'migrations', last), '\n');
    expect(migrationsKey(root)).not.toBe(migrationsKey());
  });
});

// npm run data:upgrade (issue 42, item 2), on a genuine data folder of the previous minor release:
// PGlite 0.4.6 (the pinned dev dependency pglite-previous-minor) makes it here, once, migrated and
// with rows written as the join form and staff write them (Arabic, emoji, #, %) and a stored file.
// 0.4.6 runs PostgreSQL 17 and this PGlite PostgreSQL 18: the two do not read the same files, so
// this PGlite cannot open the folder at all. A start refuses it before touching it, naming both
// engines and the upgrade; data:upgrade reads it with the old package (--engine), and every row
// and file arrives in a folder of this PGlite, the old one kept beside it as it was.
// One case stays synthetic, since no genuine folder can show it: a folder of this PostgreSQL major
// recorded by another PGlite release line, which this PGlite reads and upgrades by itself.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGlite as PreviousPGlite } from 'pglite-previous-minor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentStorageKey } from '~/lib/crm/attachment-key.ts';
import {
  applyMigrations,
  openDatabase,
  seed,
  type Database,
} from '../../../supabase/local/db/index.ts';
import { ENGINE_RECORD_FILE, POSTGRES_MAJOR } from '../../../supabase/local/db/engine-record.ts';
import { openPglite } from '../../../supabase/local/db/pglite-database.ts';
import { PGLITE_VERSION } from '../../../supabase/local/db/pglite-template.ts';
import { loadEngine } from '../../../supabase/local/ops/engine-upgrade.ts';
import { loadOrCreateKeys } from '../../../supabase/local/server/keys.ts';
import { ObjectFiles } from '../../../supabase/local/storage/disk.ts';
import { newDataDir, spawnServe, startBackend, type TestBackend } from '../support/backend.ts';
import { allRows, storedFiles } from './support/install-contents.ts';
import { runCli } from './support/ops-cli.ts';

const require = createRequire(import.meta.url);
/** The folder of an installed PGlite package, as --engine takes it. */
const packageFolder = (name: string) => path.resolve(path.dirname(require.resolve(name)), '..');
const PREVIOUS = {
  version: '0.4.6',
  postgresMajor: 17,
  folder: packageFolder('pglite-previous-minor'),
};
const previousPGlite = PreviousPGlite as unknown as typeof PGlite;
const readWithPrevious = (dir: string) => openPglite(dir, { reader: previousPGlite });

const tag = randomUUID().slice(0, 8);
const work = newDataDir();
const dataDir = path.join(work, 'data');
const backups = path.join(work, 'backups');
const FILE_NAME = `عقد الشراكة 🌙 #2 100%.pdf`;
const FILE_BYTES = Buffer.from(`%PDF-1.7 ${'عقد '.repeat(500)}`, 'utf8');
const recordOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'pg', ENGINE_RECORD_FILE), 'utf8')) as {
    pglite: string;
    postgresMajor: number;
  };
const pgVersionOf = (dir: string) => fs.readFileSync(path.join(dir, 'pg', 'PG_VERSION'), 'utf8');
let running: TestBackend | undefined;
let fileKey: string;

/** Every file of the folder with its bytes' hash and modification time. */
function fingerprint(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    out.set(path.relative(dir, file), `${hash} ${fs.statSync(file).mtimeMs}`);
  }
  return out;
}

/** Rows as the product writes them: the join form and the contact form as a visitor, staff's contact and attachment. */
async function writeRows(db: Database, label: string): Promise<void> {
  await db.asClaims({ role: 'anon' }, async (tx) => {
    for (let n = 1; n <= 3; n += 1)
      await tx.query(
        `insert into public.membership_requests (first_name, last_name, email) values ($1, $2, $3)`,
        [`نورة ${n} 🌙`, `Al-Saud #${n} 100%`, `${label}-${n}-${tag}@example.com`],
      );
    await tx.query(
      `insert into public.contact_messages (name, email, message) values ($1, $2, $3)`,
      ['عبدالله 😀', `msg-${label}-${tag}@example.com`, 'مرحبا 👋 #1 50%'],
    );
  });
}

/** A contact with an attached file, as the staff app stores it (the object's row, its file, the attachment's row). */
async function attachFile(db: Database, folder: string): Promise<string> {
  return db.asClaims({ role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.contacts (first_name, last_name, email) values ($1, $2, $3) returning id`,
      ['ريم 🌙', '#3 & 50%', `reem-${tag}@example.com`],
    );
    const contactId = rows[0]!.id;
    const key = attachmentStorageKey(contactId, randomUUID(), FILE_NAME);
    const metadata = {
      eTag: `"${createHash('md5').update(FILE_BYTES).digest('hex')}"`,
      size: FILE_BYTES.length,
      mimetype: 'application/pdf',
      contentLength: FILE_BYTES.length,
    };
    await tx.query(
      `insert into storage.objects (bucket_id, name, metadata, version) values ($1, $2, $3::jsonb, $4)`,
      ['contact_attachments', key, JSON.stringify(metadata), randomUUID()],
    );
    await tx.query(
      `insert into public.contact_attachments (contact_id, filename, file_path, content_type, size)
       values ($1, $2, $3, 'application/pdf', $4)`,
      [contactId, FILE_NAME, key, FILE_BYTES.length],
    );
    const file = new ObjectFiles(folder).pathOf('contact_attachments', key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, FILE_BYTES);
    return key;
  });
}

beforeAll(async () => {
  // The folder the previous release of the site left: its keys (made at its first start), the
  // database made, migrated and written by PGlite 0.4.6, and the record that release kept.
  fs.mkdirSync(dataDir);
  await loadOrCreateKeys(dataDir, {}, { mayCreate: true });
  const db = await readWithPrevious(dataDir);
  try {
    await applyMigrations(db);
    await seed(db);
    await writeRows(db, 'upgrade');
    fileKey = await attachFile(db, dataDir);
  } finally {
    await db.close();
  }
  fs.writeFileSync(
    path.join(dataDir, 'pg', ENGINE_RECORD_FILE),
    `${JSON.stringify({ pglite: PREVIOUS.version, postgresMajor: PREVIOUS.postgresMajor, firstWrittenBy: PREVIOUS.version })}\n`,
  );
}, 240_000);

afterAll(async () => {
  await running?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a data folder written by PGlite 0.4.6, the previous minor release', () => {
  it('is PostgreSQL 17 on disk, which this PGlite (PostgreSQL 18) cannot read', () => {
    expect(POSTGRES_MAJOR).toBe(18);
    expect(pgVersionOf(dataDir).trim()).toBe(String(PREVIOUS.postgresMajor));
  });

  it('is refused by a start before anything opens it, naming both engines and the upgrade', async () => {
    const before = fingerprint(dataDir);
    const refused = spawnServe(dataDir);
    expect((await refused.ready).ok).toBe(false);
    const stderr = refused.stderr();
    expect(stderr).toContain(
      `The data folder ${dataDir} was written by PGlite 0.4.6 (PostgreSQL 17), and this version ` +
        `of the site runs PGlite ${PGLITE_VERSION} (PostgreSQL ${POSTGRES_MAJOR}), which cannot read it`,
    );
    expect(stderr).toContain('Nothing in the folder was opened or changed');
    expect(stderr).toContain(`npm run data:upgrade -- --data-dir ${dataDir} --engine`);
    expect(stderr).toContain('@electric-sql/pglite@0.4.6');
    expect(fingerprint(dataDir)).toEqual(before);
  });

  it('is not upgraded without the old PGlite, which data:upgrade asks for', async () => {
    const before = fingerprint(dataDir);
    const refused = await runCli('data-upgrade', ['--data-dir', dataDir, '--backup-dir', backups]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('holds PostgreSQL 17 files, which this PGlite cannot read');
    expect(refused.stderr).toContain('--engine');
    expect(fingerprint(dataDir)).toEqual(before);
  });

  it('is upgraded by data:upgrade --engine: every row and file arrives, the old folder is kept, the server starts', async () => {
    const upgrade = await runCli('data-upgrade', [
      '--data-dir',
      dataDir,
      '--backup-dir',
      backups,
      '--engine',
      PREVIOUS.folder,
    ]);
    expect(upgrade.code, upgrade.stderr).toBe(0);
    expect(upgrade.stdout).toContain('with PGlite 0.4.6');
    expect(upgrade.stdout).toMatch(
      new RegExp(
        `Upgraded .* from PGlite 0\\.4\\.6 \\(PostgreSQL 17\\) to PGlite ` +
          `${PGLITE_VERSION.replaceAll('.', '\\.')} \\(PostgreSQL ${POSTGRES_MAJOR}\\): \\d+ rows and 1 stored files moved and counted`,
      ),
    );
    const kept = fs.readdirSync(work).filter((name) => name.startsWith('data.pglite-0.4.6-'));
    expect(kept).toHaveLength(1);
    const keptAt = path.join(work, kept[0]!);
    expect(recordOf(keptAt)).toMatchObject({ pglite: '0.4.6', postgresMajor: 17 });
    expect(pgVersionOf(keptAt).trim()).toBe('17');
    expect(recordOf(dataDir)).toMatchObject({ pglite: PGLITE_VERSION, postgresMajor: 18 });
    expect(pgVersionOf(dataDir).trim()).toBe(String(POSTGRES_MAJOR));
    expect(fs.readdirSync(backups)).toHaveLength(1);
    expect(fs.readdirSync(work).sort()).toEqual(['backups', 'data', kept[0]!].sort());

    // Every row of every table, the old folder read by PGlite 0.4.6 against the new one.
    const oldRows = await allRows(keptAt, readWithPrevious);
    const requests = oldRows.get('public.membership_requests')!;
    expect(requests).toHaveLength(3);
    expect(requests.join('\n')).toContain('"first_name":"نورة 2 🌙"');
    expect(await allRows(dataDir)).toEqual(oldRows);
    expect(storedFiles(dataDir)).toEqual(storedFiles(keptAt));

    // The server starts on it and answers the rows and the file.
    running = await startBackend({ dataDir, env: { SUPABASE_JOB_WORKERS: '0' } });
    const service = running.client(running.serviceRoleKey);
    const { data } = await service
      .from('contact_messages')
      .select('name, message')
      .eq('email', `msg-upgrade-${tag}@example.com`);
    expect(data).toEqual([{ name: 'عبدالله 😀', message: 'مرحبا 👋 #1 50%' }]);
    const file = await service.storage.from('contact_attachments').download(fileKey);
    expect(Buffer.from(await file.data!.arrayBuffer())).toEqual(FILE_BYTES);
    await running.stop();
    running = undefined;
    const again = await runCli('data-upgrade', ['--data-dir', dataDir, '--backup-dir', backups]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('is already readable by');
  }, 180_000);
});

describe('a folder of this PostgreSQL major recorded by another PGlite release line', () => {
  it('is read and upgraded by this PGlite itself, without --engine', async () => {
    const folder = path.join(work, 'same-major');
    const db = await openDatabase({ dataDir: folder });
    try {
      await writeRows(db, 'same-major');
    } finally {
      await db.close();
    }
    // Synthetic: no released PGlite of another line runs PostgreSQL 18 yet.
    fs.writeFileSync(
      path.join(folder, 'pg', ENGINE_RECORD_FILE),
      `${JSON.stringify({ pglite: '0.4.6', postgresMajor: POSTGRES_MAJOR, firstWrittenBy: '0.4.6' })}\n`,
    );
    const upgrade = await runCli('data-upgrade', [
      '--data-dir',
      folder,
      '--backup-dir',
      path.join(work, 'same-major-backups'),
    ]);
    expect(upgrade.code, upgrade.stderr).toBe(0);
    expect(upgrade.stdout).toContain(`with PGlite ${PGLITE_VERSION}`);
    const kept = fs.readdirSync(work).find((name) => name.startsWith('same-major.pglite-0.4.6-'));
    const oldRows = await allRows(path.join(work, kept!), (dir) =>
      openPglite(dir, { reader: PGlite }),
    );
    expect(oldRows.get('public.membership_requests')).toHaveLength(3);
    expect(await allRows(folder)).toEqual(oldRows);
  }, 120_000);
});

describe('the engine given with --engine', () => {
  it('is loaded from an npm prefix or the package folder, and a folder without it is refused', async () => {
    const prefix = path.join(work, 'old-pglite');
    fs.mkdirSync(path.join(prefix, 'node_modules', '@electric-sql'), { recursive: true });
    fs.symlinkSync(PREVIOUS.folder, path.join(prefix, 'node_modules', '@electric-sql', 'pglite'));
    for (const folder of [prefix, PREVIOUS.folder]) {
      const engine = await loadEngine(folder);
      expect(engine.version).toBe(PREVIOUS.version);
      expect(typeof engine.PGlite.create).toBe('function');
    }
    await expect(loadEngine(work)).rejects.toThrow(`${work} holds no @electric-sql/pglite package`);
  });
});

// npm run data:upgrade (issue 42, item 2): a data folder recorded as written by the previous minor
// release of PGlite is refused by the server, then moved by dump and restore on request: every row
// and stored file arrives, the old folder is kept beside it (renamed, as it was), and the server
// starts on the new one. Only PGlite 0.5.16 can be installed here, so the folder is one this
// PGlite wrote, recorded as PGlite 0.4.6 on the same PostgreSQL major: the case where the current
// PGlite can still read the files and does the dump itself (a PostgreSQL 17 folder needs the old
// package, --engine, which cannot be had here).
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentStorageKey } from '~/lib/crm/attachment-key.ts';
import { ENGINE_RECORD_FILE, POSTGRES_MAJOR } from '../../../supabase/local/db/engine-record.ts';
import { openPglite } from '../../../supabase/local/db/pglite-database.ts';
import { PGLITE_VERSION } from '../../../supabase/local/db/pglite-template.ts';
import { loadEngine } from '../../../supabase/local/ops/engine-upgrade.ts';
import { newDataDir, spawnServe, startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';
import { allRows, storedFiles } from './support/install-contents.ts';
import { runCli } from './support/ops-cli.ts';

const tag = randomUUID().slice(0, 8);
const work = newDataDir();
const dataDir = path.join(work, 'data');
const backups = path.join(work, 'backups');
const FILE_NAME = `عقد الشراكة 🌙 #2 100%.pdf`;
const FILE_BYTES = Buffer.from(`%PDF-1.7 ${'عقد '.repeat(500)}`, 'utf8');
const recordOf = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'pg', ENGINE_RECORD_FILE), 'utf8')) as {
    pglite: string;
  };
let running: TestBackend | undefined;
let fileKey: string;

beforeAll(async () => {
  mkdirSync(dataDir);
  const backend = await startBackend({ dataDir, env: { SUPABASE_JOB_WORKERS: '0' } });
  // Seeded as visitors and staff do: applications from the join form, a contact message, a file.
  const anon = backend.client();
  for (let n = 1; n <= 3; n += 1) {
    const { error } = await anon.from('membership_requests').insert({
      first_name: `نورة ${n} 🌙`,
      last_name: `Al-Saud #${n} 100%`,
      email: `upgrade-${n}-${tag}@example.com`,
    });
    if (error) throw error;
  }
  const message = await anon.from('contact_messages').insert({
    name: 'عبدالله 😀',
    email: `msg-${tag}@example.com`,
    message: 'مرحبا 👋 #1 50%',
  });
  if (message.error) throw message.error;
  const staff = await createTestUser(backend, { staff: true });
  const contact = await staff.client
    .from('contacts')
    .insert({ first_name: 'ريم 🌙', last_name: '#3 & 50%', email: `reem-${tag}@example.com` })
    .select('id')
    .single();
  if (contact.error) throw contact.error;
  fileKey = attachmentStorageKey(contact.data.id, randomUUID(), FILE_NAME);
  const uploaded = await staff.client.storage
    .from('contact_attachments')
    .upload(fileKey, FILE_BYTES, { contentType: 'application/pdf' });
  if (uploaded.error) throw uploaded.error;
  const row = await staff.client.from('contact_attachments').insert({
    contact_id: contact.data.id,
    filename: FILE_NAME,
    file_path: fileKey,
    content_type: 'application/pdf',
    size: FILE_BYTES.length,
  });
  if (row.error) throw row.error;
  await backend.stop();
  // What the previous minor release leaves: its record (PG_VERSION stays this major's).
  writeFileSync(
    path.join(dataDir, 'pg', ENGINE_RECORD_FILE),
    `${JSON.stringify({ pglite: '0.4.6', postgresMajor: POSTGRES_MAJOR, firstWrittenBy: '0.4.6' })}\n`,
  );
}, 120_000);

afterAll(async () => {
  await running?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run data:upgrade', () => {
  it('is what a refused start names, and moves every row and file into a folder of this PGlite', async () => {
    const refused = spawnServe(dataDir);
    const outcome = await refused.ready;
    expect(outcome.ok).toBe(false);
    expect(refused.stderr()).toContain(
      `The data folder ${dataDir} was written by PGlite 0.4.6 (PostgreSQL ${POSTGRES_MAJOR})`,
    );
    expect(refused.stderr()).toContain(`npm run data:upgrade -- --data-dir ${dataDir} (it dumps`);

    const upgrade = await runCli('data-upgrade', ['--data-dir', dataDir, '--backup-dir', backups]);
    expect(upgrade.code, upgrade.stderr).toBe(0);
    expect(upgrade.stdout).toMatch(
      new RegExp(
        `Upgraded .* from PGlite 0\\.4\\.6 \\(PostgreSQL ${POSTGRES_MAJOR}\\) to PGlite ` +
          `${PGLITE_VERSION.replaceAll('.', '\\.')}.*: \\d+ rows and 1 stored files moved and counted`,
      ),
    );
    const kept = readdirSync(work).filter((name) => name.startsWith('data.pglite-0.4.6-'));
    expect(kept).toHaveLength(1);
    const keptAt = path.join(work, kept[0]!);
    expect(recordOf(keptAt).pglite).toBe('0.4.6');
    expect(recordOf(dataDir).pglite).toBe(PGLITE_VERSION);
    expect(readdirSync(backups)).toHaveLength(1);
    // Nothing left half-way beside them.
    expect(readdirSync(work).sort()).toEqual(['backups', 'data', kept[0]!].sort());

    // Every row of every table and every stored file, old folder against new.
    const readOld = (dir: string) => openPglite(dir, { reader: PGlite });
    const oldRows = await allRows(keptAt, readOld);
    expect(oldRows.get('public.membership_requests')).toHaveLength(3);
    expect(await allRows(dataDir)).toEqual(oldRows);
    expect(storedFiles(dataDir)).toEqual(storedFiles(keptAt));

    // The server starts on it, and a second run finds nothing to do.
    running = await startBackend({ dataDir, env: { SUPABASE_JOB_WORKERS: '0' } });
    const service = running.client(running.serviceRoleKey);
    const { data } = await service
      .from('membership_requests')
      .select('first_name')
      .eq('email', `upgrade-2-${tag}@example.com`);
    expect(data).toEqual([{ first_name: 'نورة 2 🌙' }]);
    const file = await service.storage.from('contact_attachments').download(fileKey);
    expect(Buffer.from(await file.data!.arrayBuffer())).toEqual(FILE_BYTES);
    await running.stop();
    running = undefined;
    const again = await runCli('data-upgrade', ['--data-dir', dataDir, '--backup-dir', backups]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('is already readable by');
  }, 180_000);
});

describe('the engine given with --engine', () => {
  it('is loaded from an npm prefix or the package folder, and a folder without it is refused', async () => {
    const prefix = path.join(work, 'old-pglite');
    const installed = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const packageDir = path.resolve(installed, '..');
    mkdirSync(path.join(prefix, 'node_modules', '@electric-sql'), { recursive: true });
    symlinkSync(packageDir, path.join(prefix, 'node_modules', '@electric-sql', 'pglite'));
    for (const folder of [prefix, packageDir]) {
      const engine = await loadEngine(folder);
      expect(engine.version).toBe(PGLITE_VERSION);
      expect(typeof engine.PGlite.create).toBe('function');
    }
    await expect(loadEngine(work)).rejects.toThrow(`${work} holds no @electric-sql/pglite package`);
  });
});

// npm run backup and npm run restore on a running install (docs/… issue 42, item 1): rows and
// stored files put there through the product's own flows, with the names people use (Arabic,
// emoji, #, %, spaces, 255 bytes), backed up while a visitor keeps applying and staff keep
// attaching files, restored into a new folder, compared row by row and byte by byte with the
// original, and started. A folder that is not empty and an archive that was tampered with are
// refused, and leave nothing behind.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentStorageKey } from '~/lib/crm/attachment-key.ts';
import {
  newDataDir,
  RELAXED_AUTH_LIMITS,
  startBackend,
  type TestBackend,
} from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { allRows, storedFiles } from './support/install-contents.ts';
import { runCli } from './support/ops-cli.ts';

const BUCKET = 'contact_attachments';
const tag = randomUUID().slice(0, 8);

const utf8Bytes = (text: string) => Buffer.byteLength(text);

/** A file name of exactly 255 bytes: Arabic words, an emoji, # and %, padded with x. */
function nameOf255Bytes(): string {
  let name = 'تقرير 😀 #1 50% ';
  while (utf8Bytes(`${name}ملف `) <= 255 - 4) name += 'ملف ';
  return `${name.padEnd(name.length + (255 - 4 - utf8Bytes(name)), 'x')}.pdf`;
}

const NAMES = [
  'تقرير الربع الأول.pdf',
  'photo 😀 party.png',
  'Budget #3 (50% off).xlsx',
  'a name with   spaces.txt',
  nameOf255Bytes(),
];

/** Bytes that differ per file and are not all text. */
const contentOf = (seed: string, size: number) => {
  const out = Buffer.alloc(size);
  const digest = createHash('sha256').update(seed).digest();
  for (let index = 0; index < size; index += 1) out[index] = digest[index % 32]! ^ (index & 0xff);
  return out;
};

let source: TestBackend;
let sourceDir: string;
let staff: TestUser;
let contactId: string;
const work = newDataDir();
const outDir = path.join(work, 'backups');
const restoredDir = path.join(work, 'restored');

async function attach(name: string, bytes: Buffer): Promise<void> {
  const key = attachmentStorageKey(contactId, randomUUID(), name);
  const uploaded = await staff.client.storage
    .from(BUCKET)
    .upload(key, new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  if (uploaded.error) throw uploaded.error;
  const row = await staff.client.from('contact_attachments').insert({
    contact_id: contactId,
    filename: name,
    file_path: key,
    content_type: 'application/octet-stream',
    size: bytes.length,
  });
  if (row.error) throw row.error;
}

async function apply(n: number): Promise<void> {
  const anon = source.client();
  const { error } = await anon.from('membership_requests').insert({
    first_name: `كتابة ${n} 😀`,
    last_name: `#${n} 100%`,
    email: `write-${n}-${tag}@example.com`,
  });
  if (error) throw error;
}

let archive: string;
let writes = 0;

beforeAll(async () => {
  sourceDir = path.join(work, 'source');
  mkdirSync(sourceDir);
  // No job workers: after the backup, only this test's writes change the source.
  source = await startBackend({
    dataDir: sourceDir,
    env: { ...RELAXED_AUTH_LIMITS, SUPABASE_JOB_WORKERS: '0' },
  });
  staff = await createTestUser(source, { staff: true });
  const contact = await staff.client
    .from('contacts')
    .insert({ first_name: 'ليلى 😀', last_name: '#1 & 50%', email: `layla-${tag}@example.com` })
    .select('id')
    .single();
  if (contact.error) throw contact.error;
  contactId = contact.data.id;
  for (const [index, name] of NAMES.entries())
    await attach(name, contentOf(name, 1000 + index * 70_000));
  const newsletter = await source.client().rpc('subscribe_newsletter', {
    first_name: 'سامي',
    last_name: 'R',
    email: `news-${tag}@example.com`,
    marketing_consent: true,
    notice_version: '2',
  });
  if (newsletter.error) throw newsletter.error;

  // The backup runs while a visitor applies and staff attach files, one after another, so a
  // consistent snapshot holds a prefix of them.
  let writing = true;
  const writer = (async () => {
    while (writing) {
      writes += 1;
      await apply(writes);
      if (writes % 3 === 0) await attach(`write ${writes}.bin`, contentOf(`w${writes}`, 5000));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const backup = await runCli('backup', [
    '--out',
    outDir,
    '--data-dir',
    sourceDir,
    '--url',
    source.url,
  ]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  writing = false;
  await writer;
  expect(backup.stderr).toContain('The server is running');
  expect(backup.code, backup.stderr).toBe(0);
  const archives = readdirSync(outDir);
  expect(archives).toHaveLength(1);
  archive = path.join(outDir, archives[0]!);
  await source.stop();
}, 300_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('a backup of a running install, restored into a new folder', () => {
  it('restores, checking the manifest', async () => {
    const restored = await runCli('restore', [archive, '--data-dir', restoredDir]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ rows in \d+ tables and \d+ stored files/);
  }, 120_000);

  it('holds every row as the snapshot saw it: all of them, or a prefix of what came after', async () => {
    const before = await allRows(sourceDir);
    const after = await allRows(restoredDir);
    expect([...after.keys()]).toEqual([...before.keys()]);
    const grown: string[] = [];
    for (const [table, rows] of after) {
      const original = before.get(table)!;
      if (rows.length === original.length) expect(rows, table).toEqual(original);
      else {
        grown.push(table);
        const originalSet = new Set(original);
        expect(
          rows.filter((row) => !originalSet.has(row)),
          table,
        ).toEqual([]);
      }
    }
    // The writes went on during the backup: some are in it, and the later ones are not.
    expect(grown).toContain('public.membership_requests');
    const applied = after
      .get('public.membership_requests')!
      .map((row) => JSON.parse(row) as { email: string })
      .map((row) => /^write-(\d+)-/.exec(row.email)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.length).toBeLessThan(writes);
    expect(applied).toEqual(applied.map((_, index) => index + 1));
    const attached = after
      .get('public.contact_attachments')!
      .map((row) => (JSON.parse(row) as { filename: string }).filename);
    for (const name of NAMES) expect(attached).toContain(name);
    expect(utf8Bytes(NAMES[4]!)).toBe(255);
  });

  it('holds every stored file its rows name, byte for byte', async () => {
    const original = storedFiles(sourceDir);
    const restored = storedFiles(restoredDir);
    const rows = (await allRows(restoredDir)).get('storage.objects')!;
    expect(restored.size).toBe(rows.length);
    for (const row of rows) {
      const { bucket_id: bucket, name } = JSON.parse(row) as { bucket_id: string; name: string };
      const key = path.join(bucket, name);
      expect(restored.get(key), key).toBeDefined();
      expect(restored.get(key), key).toBe(original.get(key));
    }
  });

  it('starts, and staff sign in and download the files with their names', async () => {
    const backend = await startBackend({ dataDir: restoredDir });
    try {
      const client = backend.client();
      const signedIn = await client.auth.signInWithPassword({
        email: staff.email,
        password: staff.password,
      });
      expect(signedIn.error).toBeNull();
      const { data, error } = await client
        .from('contact_attachments')
        .select('filename, file_path')
        .in('filename', NAMES);
      expect(error).toBeNull();
      expect(data).toHaveLength(NAMES.length);
      for (const row of data!) {
        const downloaded = await client.storage.from(BUCKET).download(row.file_path);
        expect(downloaded.error).toBeNull();
        const bytes = Buffer.from(await downloaded.data!.arrayBuffer());
        const index = NAMES.indexOf(row.filename);
        expect(bytes.equals(contentOf(row.filename, 1000 + index * 70_000))).toBe(true);
      }
    } finally {
      await backend.stop();
    }
  }, 120_000);
});

describe('restore refuses', () => {
  it('a folder that is not empty, and leaves it as it was', async () => {
    const folder = path.join(work, 'not-empty');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'notes.txt'), 'keep me');
    const result = await runCli('restore', [archive, '--data-dir', folder]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not empty (it holds notes.txt)');
    expect(readdirSync(folder)).toEqual(['notes.txt']);
  });

  it('an archive that is not there, making no folder', async () => {
    const folder = path.join(work, 'never-made');
    const result = await runCli('restore', [
      path.join(work, 'missing.tar.gz'),
      '--data-dir',
      folder,
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('There is no archive at');
    expect(existsSync(folder)).toBe(false);
  });

  /** The archive with one byte of one entry's data changed, packed again as a valid .tar.gz. */
  function tampered(entryPrefix: string): string {
    const tar = gunzipSync(readFileSync(archive));
    for (let offset = 0; offset < tar.length; offset += 512) {
      const name = tar.toString('ascii', offset, offset + 100).replace(/\0.*$/s, '');
      const size = Number.parseInt(tar.toString('ascii', offset + 124, offset + 135), 8);
      if (name.startsWith(entryPrefix) && size > 0) {
        tar[offset + 512] = tar[offset + 512]! ^ 0x01;
        const file = path.join(work, `tampered-${entryPrefix.replace('/', '-')}.tar.gz`);
        writeFileSync(file, gzipSync(tar));
        return file;
      }
      if (name) offset += Math.ceil(size / 512) * 512;
    }
    throw new Error(`no ${entryPrefix} entry`);
  }

  it.each([
    [
      'a stored file',
      'files/',
      /the stored file contact_attachments\/.+ does not match its checksum/,
    ],
    ['rows', 'database/', /the rows of .+ does not match its checksum/],
    ['the manifest', 'manifest.json', /manifest is not valid JSON|does not match its checksum/],
  ])('an archive with %s changed, leaving the folder empty', async (_what, entry, message) => {
    const folder = path.join(work, `tampered-into-${randomUUID()}`);
    const result = await runCli('restore', [tampered(entry), '--data-dir', folder]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Nothing was restored');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('a cut-off or corrupted archive', async () => {
    const whole = readFileSync(archive);
    const cut = path.join(work, 'cut.tar.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    const corrupted = path.join(work, 'corrupted.tar.gz');
    writeFileSync(corrupted, flipped);
    for (const file of [cut, corrupted]) {
      const folder = path.join(work, `into-${randomUUID()}`);
      const result = await runCli('restore', [file, '--data-dir', folder]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/cannot be restored: .+Nothing was restored/);
      expect(readdirSync(folder)).toEqual([]);
    }
  });
});

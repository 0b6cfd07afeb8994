// Files with the names people's computers give them, stored as the CRM stores them
// (docs/behaviour/staff-app.md#attachments): a key made safe for Storage, the original name in the
// contact_attachments row, and a signed download URL that hands the name back (RFC 6266
// filename*) with the same bytes. Keys Storage refuses are a 400 in hosted Storage's shape with
// nothing stored, and a stored file never renders as a page of the site.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentStorageKey } from '~/lib/crm/attachment-key.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const BUCKET = 'contact_attachments';
let backend: TestBackend;
let staff: TestUser;
let contactId: string;

beforeAll(async () => {
  backend = await startBackend();
  staff = await createTestUser(backend, { staff: true });
  const contact = await staff.client
    .from('contacts')
    .insert({ first_name: 'Layla', email: `layla-${crypto.randomUUID()}@example.com` })
    .select('id')
    .single();
  expect(contact.error).toBeNull();
  contactId = contact.data!.id;
});
afterAll(async () => {
  await backend?.stop();
});

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/** 300 bytes exactly: Arabic words (2 bytes a letter) and an ASCII tail. */
function nameOf300Bytes(): string {
  let name = '';
  while (bytes(`${name}تقرير `) <= 300 - 4) name += 'تقرير ';
  name = name.padEnd(name.length + (300 - 4 - bytes(name)), 'x');
  return `${name}.pdf`;
}

function filesOnDisk(): string[] {
  const root = path.join(backend.dataDir, 'storage', BUCKET);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The storage.objects rows under the folder x/ (every refused key below starts there). */
async function objectRows(): Promise<number> {
  const listed = await backend
    .client(backend.serviceRoleKey)
    .storage.from(BUCKET)
    .list('x', { limit: 1000 });
  if (listed.error) throw listed.error;
  return listed.data.length;
}

/** The name a Content-Disposition header gives through filename* (RFC 6266 / RFC 5987). */
function extendedName(header: string | null): string | undefined {
  const match = /filename\*=UTF-8''([^;\s]+)/i.exec(header ?? '');
  return match ? decodeURIComponent(match[1]!) : undefined;
}

const NAMES = [
  ['Budget (v2) [final] #3 50%.pdf', 'application/pdf'],
  ['a & b, c.txt', 'text/plain'],
  ['تقرير الربع الأول.pdf', 'application/pdf'],
  ['photo 😀.png', 'image/png'],
  [nameOf300Bytes(), 'application/pdf'],
] as const;

describe('uploading ordinary file names as the CRM does', () => {
  it('has a 300-byte name among them', () => {
    expect(bytes(NAMES[4][0])).toBe(300);
  });

  it.each(NAMES)('%s uploads, keeps its name and downloads back', async (name, type) => {
    const content = new Uint8Array(
      Array.from({ length: 2048 }, (_, n) => (n * 31 + name.length) % 256),
    );
    const key = attachmentStorageKey(contactId, crypto.randomUUID(), name);
    const bucket = staff.client.storage.from(BUCKET);
    const uploaded = await bucket.upload(key, new File([content], name, { type }));
    expect(uploaded.error).toBeNull();
    const row = await staff.client
      .from('contact_attachments')
      .insert({
        contact_id: contactId,
        filename: name,
        file_path: key,
        content_type: type,
        size: content.byteLength,
      })
      .select()
      .single();
    expect(row.error).toBeNull();
    expect(row.data!.filename).toBe(name);

    const signed = await bucket.createSignedUrl(row.data!.file_path, 60, {
      download: row.data!.filename,
    });
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(content);
    const disposition = response.headers.get('content-disposition');
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(extendedName(disposition)).toBe(name);
    // RFC 5987 leaves no quote, bracket, star or space unencoded in filename*.
    expect(disposition!.split("filename*=UTF-8''")[1]).toMatch(/^[A-Za-z0-9%!#$&+.^_`|~-]+$/);
  });
});

describe('keys Storage refuses', () => {
  const staffHeaders = () => ({
    apikey: backend.anonKey,
    authorization: `Bearer ${staff.accessToken}`,
    'content-type': 'application/pdf',
  });

  it.each([
    ['a 300-byte segment', `x/${encodeURIComponent(nameOf300Bytes())}`],
    ['a 256-byte ASCII segment', `x/${'a'.repeat(252)}.pdf`],
    ['a key over 1,024 bytes', `x/${Array.from({ length: 6 }, () => 'b'.repeat(200)).join('/')}`],
    ['# and [ ] in the name', `x/${encodeURIComponent('Budget [final] #3.pdf')}`],
    ['Arabic letters', `x/${encodeURIComponent('تقرير.pdf')}`],
  ])('%s: 400 InvalidKey, no object, no file', async (_case, rawKey) => {
    const rows = await objectRows();
    const files = filesOnDisk().length;
    const response = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/${rawKey}`, {
      method: 'POST',
      headers: staffHeaders(),
      body: new Uint8Array([37, 80, 68, 70]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidKey',
      error: 'InvalidKey',
      message: expect.stringMatching(/^Invalid key/) as unknown,
    });
    expect(await objectRows()).toBe(rows);
    expect(filesOnDisk().length).toBe(files);
  });

  it('storage-js reports the refusal as a StorageApiError with the hosted fields', async () => {
    const rows = await objectRows();
    const result = await staff.client.storage
      .from(BUCKET)
      .upload(`x/${'c'.repeat(300)}.txt`, Buffer.from('x'));
    expect(result.data).toBeNull();
    expect(result.error).toMatchObject({ statusCode: '400', status: 400 });
    expect(await objectRows()).toBe(rows);
  });

  it('a refused key leaves a sanity check: a good key in x/ is counted', async () => {
    const rows = await objectRows();
    expect(
      (
        await staff.client.storage
          .from(BUCKET)
          .upload(`x/${crypto.randomUUID()}.txt`, Buffer.from('x'))
      ).error,
    ).toBeNull();
    expect(await objectRows()).toBe(rows + 1);
  });
});

describe('stored files never run as the site', () => {
  async function stored(name: string, type: string, body: string): Promise<string> {
    const key = `${crypto.randomUUID()}/${name}`;
    const uploaded = await staff.client.storage
      .from(BUCKET)
      .upload(key, new File([body], name, { type }));
    expect(uploaded.error).toBeNull();
    const signed = await staff.client.storage.from(BUCKET).createSignedUrl(key, 60);
    expect(signed.error).toBeNull();
    return signed.data!.signedUrl;
  }

  it.each([
    ['page.html', 'text/html', '<script>parent.document.title="owned"</script>'],
    [
      'image.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>',
    ],
    ['tool.js', 'text/javascript', 'document.title = "owned";'],
    ['data.xml', 'application/xml', '<a/>'],
  ])(
    '%s by a signed URL without download: attachment, nosniff, CSP sandbox',
    async (name, type, body) => {
      const response = await fetch(await stored(name, type, body));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe('sandbox');
      expect(await response.text()).toBe(body);
    },
  );

  it.each([
    ['photo.png', 'image/png'],
    ['deck.pdf', 'application/pdf'],
    ['notes.txt', 'text/plain'],
  ])('%s (an inert type) may show inline, still sandboxed', async (name, type) => {
    const response = await fetch(await stored(name, type, 'bytes'));
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('an authenticated download of an HTML file is an attachment too', async () => {
    const key = `${crypto.randomUUID()}/page.html`;
    await staff.client.storage
      .from(BUCKET)
      .upload(key, new File(['<b>x</b>'], 'page.html', { type: 'text/html' }));
    const response = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/${key}`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${staff.accessToken}` },
    });
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
  });
});

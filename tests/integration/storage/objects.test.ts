// Storage through storage-js: staff may upload, download, list, sign and remove contact
// attachments; members and visitors are refused by the bucket's RLS policies; path tricks are
// refused before anything is stored.
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const BUCKET = 'contact_attachments';
let backend: TestBackend;
let staff: TestUser;
let member: TestUser;

beforeAll(async () => {
  backend = await startBackend();
  staff = await createTestUser(backend, { staff: true });
  member = await createTestUser(backend);
});
afterAll(async () => {
  await backend?.stop();
});

function filesOnDisk(): string[] {
  const root = path.join(backend.dataDir, 'storage', BUCKET);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** fetch() normalises dot segments before sending; node:http sends the path exactly as written. */
function rawUpload(rawPath: string): Promise<number> {
  const { hostname, port } = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path: rawPath,
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${staff.accessToken}`,
          'content-type': 'text/plain',
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end('should not be stored');
  });
}

describe('as staff', () => {
  it('uploads a Buffer, downloads the same bytes and removes it', async () => {
    const bucket = staff.client.storage.from(BUCKET);
    const key = `${crypto.randomUUID()}/brief.txt`;
    const uploaded = await bucket.upload(key, Buffer.from('Market-entry brief'), {
      contentType: 'text/plain',
    });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: key, fullPath: `${BUCKET}/${key}` });
    expect(filesOnDisk()).toContain(key);

    const downloaded = await bucket.download(key);
    expect(downloaded.error).toBeNull();
    expect(await downloaded.data!.text()).toBe('Market-entry brief');
    expect(downloaded.data!.type).toBe('text/plain');

    const again = await bucket.upload(key, Buffer.from('second'));
    expect(again.error).toMatchObject({ statusCode: '409' });
    const replaced = await bucket.upload(key, Buffer.from('second version'), { upsert: true });
    expect(replaced.error).toBeNull();
    expect(await (await bucket.download(key)).data!.text()).toBe('second version');

    const removed = await bucket.remove([key]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((row) => row.name)).toEqual([key]);
    expect(filesOnDisk()).not.toContain(key);
    const gone = await bucket.download(key);
    expect(gone.error).not.toBeNull();
  });

  it('uploads a File (multipart, as a browser does) with its own MIME type', async () => {
    const bucket = staff.client.storage.from(BUCKET);
    const key = `${crypto.randomUUID()}/deck.pdf`;
    const file = new File([new Uint8Array([37, 80, 68, 70, 45, 49])], 'deck.pdf', {
      type: 'application/pdf',
    });
    expect((await bucket.upload(key, file)).error).toBeNull();
    const downloaded = await bucket.download(key);
    expect(downloaded.data!.type).toBe('application/pdf');
    expect(new Uint8Array(await downloaded.data!.arrayBuffer())).toEqual(
      new Uint8Array([37, 80, 68, 70, 45, 49]),
    );
  });

  it('lists a folder and signs URLs that work without credentials until they expire', async () => {
    const bucket = staff.client.storage.from(BUCKET);
    const folder = crypto.randomUUID();
    await bucket.upload(`${folder}/a.txt`, Buffer.from('a'));
    await bucket.upload(`${folder}/b.txt`, Buffer.from('bb'));
    await bucket.upload(`${folder}/sub/c.txt`, Buffer.from('c'));
    const listed = await bucket.list(folder);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((entry) => entry.name)).toEqual(['a.txt', 'b.txt', 'sub']);
    expect(listed.data?.find((entry) => entry.name === 'sub')?.id).toBeNull();

    const signed = await bucket.createSignedUrl(`${folder}/b.txt`, 60);
    expect(signed.error).toBeNull();
    const fetched = await fetch(signed.data!.signedUrl);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe('bb');
    const tampered = await fetch(signed.data!.signedUrl.replace('b.txt', 'a.txt'));
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ statusCode: '400' });

    const many = await bucket.createSignedUrls([`${folder}/a.txt`, `${folder}/missing.txt`], 60);
    expect(many.data?.[0]?.error).toBeNull();
    expect(many.data?.[1]?.error).toBeTruthy();
  });

  it('refuses a file over the bucket limit with 413', async () => {
    const small = await backend
      .client(backend.serviceRoleKey)
      .from('profiles')
      .select('id')
      .limit(1);
    expect(small.error).toBeNull();
    const response = await fetch(
      `${backend.url}/storage/v1/object/${BUCKET}/${crypto.randomUUID()}/huge.bin`,
      {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${staff.accessToken}`,
          'content-type': 'application/octet-stream',
          'content-length': String(60 * 1024 * 1024),
        },
        body: new Uint8Array(16),
      },
    ).catch((error: unknown) => error);
    // Either the server answers 413 at once, or it closes the connection after refusing.
    if (response instanceof Response) {
      expect(response.status).toBe(413);
    } else {
      expect(response).toBeInstanceOf(Error);
    }
  });
});

describe('as a member or a visitor', () => {
  it('cannot upload, download or remove contact attachments', async () => {
    const key = `${crypto.randomUUID()}/private.txt`;
    expect(
      (await staff.client.storage.from(BUCKET).upload(key, Buffer.from('secret'))).error,
    ).toBeNull();
    for (const client of [member.client, backend.client()]) {
      const bucket = client.storage.from(BUCKET);
      const upload = await bucket.upload(`${crypto.randomUUID()}/x.txt`, Buffer.from('x'));
      expect(upload.error).toMatchObject({ statusCode: '403' });
      const download = await bucket.download(key);
      expect(download.data).toBeNull();
      expect(download.error).not.toBeNull();
      const signed = await bucket.createSignedUrl(key, 60);
      expect(signed.data).toBeNull();
      const removed = await bucket.remove([key]);
      expect(removed.data).toEqual([]);
    }
    expect(await (await staff.client.storage.from(BUCKET).download(key)).data!.text()).toBe(
      'secret',
    );
    expect(filesOnDisk()).toContain(key);
  });
});

describe('path tricks', () => {
  const tricks = [
    '..%2F..%2Fkeys.json',
    '%2e%2e/%2e%2e/keys.json',
    'a/%252e%252e/b.txt',
    'a%5Cb.txt',
    'a%00b.txt',
    'folder//double.txt',
  ];

  it.each(tricks)('refuses %s with 400 and stores nothing', async (trick) => {
    const before = filesOnDisk().length;
    const response = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/${trick}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${staff.accessToken}`,
        'content-type': 'text/plain',
      },
      body: 'should not be stored',
    });
    expect(response.status).toBe(400);
    expect(filesOnDisk().length).toBe(before);
    expect(existsSync(path.join(backend.dataDir, 'storage', 'keys.json'))).toBe(false);
  });

  it.each(['a/../../../keys.json', 'a/./b.txt', '/etc/passwd'])(
    'refuses the raw path %s and stores nothing',
    async (trick) => {
      const before = filesOnDisk().length;
      const status = await rawUpload(`/storage/v1/object/${BUCKET}/${trick}`);
      expect(status).toBe(400);
      expect(filesOnDisk().length).toBe(before);
    },
  );

  it('refuses traversal in a remove list', async () => {
    const removed = await staff.client.storage.from(BUCKET).remove(['../../keys.json']);
    expect(removed.error).not.toBeNull();
    expect(existsSync(path.join(backend.dataDir, 'keys.json'))).toBe(true);
  });
});

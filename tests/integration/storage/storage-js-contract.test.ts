// What the official storage client (storage-js) expects of Storage beyond uploads and downloads,
// on each engine: bucket management under RLS, object info, move and copy, list-v2, signed
// upload URLs, and hosted Storage's answers (docs/wire/supabase-js.md#storage-error-answers).
// `npm run conformance:storage` runs storage-js's own suite; these are our own tests of the same.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { storageEngines } from './engines.ts';

const bytes = (size: number) => new Uint8Array(size).fill(65);

describe.each(storageEngines)('storage-js contract on $name', (engine) => {
  describe.skipIf(engine.skip !== undefined)('', () => {
    let backend: TestBackend;
    let admin: SupabaseClient;
    let staff: TestUser;
    const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      backend = await engine.start();
      admin = backend.client(backend.serviceRoleKey);
      staff = await createTestUser(backend, { staff: true });
    });
    afterAll(async () => {
      await backend?.stop();
    });

    describe('buckets', () => {
      it('creates, reads, lists, updates, empties and deletes a bucket as the service role', async () => {
        const id = unique('reports');
        const created = await admin.storage.createBucket(id, {
          public: true,
          fileSizeLimit: '20mb',
          allowedMimeTypes: ['image/jpeg', 'text/*'],
        });
        expect(created).toEqual({ data: { name: id }, error: null });

        const read = await admin.storage.getBucket(id);
        expect(read.error).toBeNull();
        expect(Object.keys(read.data!).sort()).toEqual([
          'allowed_mime_types',
          'created_at',
          'file_size_limit',
          'id',
          'name',
          'owner',
          'public',
          'updated_at',
        ]);
        expect(read.data).toMatchObject({
          id,
          public: true,
          file_size_limit: 20_000_000,
          allowed_mime_types: ['image/jpeg', 'text/*'],
        });
        expect(read.data!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

        const listed = await admin.storage.listBuckets({ search: id.slice(0, 12), limit: 5 });
        expect(listed.data?.map((bucket) => bucket.id)).toEqual([id]);

        const updated = await admin.storage.updateBucket(id, { public: false });
        expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
        expect((await admin.storage.getBucket(id)).data).toMatchObject({
          public: false,
          file_size_limit: 20_000_000,
          allowed_mime_types: ['image/jpeg', 'text/*'],
        });

        const file = `folder/Q3 report (final).txt`;
        expect((await admin.storage.from(id).upload(file, 'text')).error).toBeNull();
        const refused = await admin.storage.deleteBucket(id);
        expect(refused.error).toMatchObject({
          statusCode: '409',
          message: 'The bucket you tried to delete is not empty',
        });
        expect((await admin.storage.emptyBucket(id)).error).toBeNull();
        expect((await admin.storage.from(id).download(file)).data).toBeNull();
        expect(await admin.storage.deleteBucket(id)).toEqual({
          data: { message: 'Successfully deleted' },
          error: null,
        });
        expect((await admin.storage.getBucket(id)).error?.message).toBe('Bucket not found');
      });

      it('refuses a taken id, a bad size and a bad MIME type', async () => {
        const id = unique('taken');
        expect((await admin.storage.createBucket(id)).error).toBeNull();
        expect((await admin.storage.createBucket(id)).error).toMatchObject({
          statusCode: '409',
          message: 'The resource already exists',
        });
        const size = await admin.storage.createBucket(unique('size'), {
          public: false,
          fileSizeLimit: '20 GiB',
        });
        expect(size.error).toMatchObject({ statusCode: '400' });
        const tooBig = await admin.storage.createBucket(unique('size'), {
          public: false,
          fileSizeLimit: '60mb',
        });
        expect(tooBig.error).toMatchObject({ statusCode: '413' });
        const type = await admin.storage.createBucket(unique('type'), {
          public: false,
          allowedMimeTypes: ['not a type'],
        });
        expect(type.error).toMatchObject({ statusCode: '415' });
        const name = await admin.storage.createBucket('../escape');
        expect(name.error).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
      });

      it('lets no visitor, member or staff manage buckets (no policy on storage.buckets)', async () => {
        const member = await createTestUser(backend);
        for (const client of [staff.client, member.client, backend.client()]) {
          const created = await client.storage.createBucket(unique('mine'));
          expect(created.error).toMatchObject({ statusCode: '403' });
          expect((await client.storage.listBuckets()).data).toEqual([]);
          const removed = await client.storage.deleteBucket('contact_attachments');
          expect(removed.error).toMatchObject({ statusCode: '404' });
          const changed = await client.storage.updateBucket('contact_attachments', {
            public: true,
          });
          expect(changed.error).toMatchObject({ statusCode: '404' });
        }
        expect((await admin.storage.getBucket('contact_attachments')).data).toMatchObject({
          public: false,
          file_size_limit: 52_428_800,
        });
      });

      it('answers a request without credentials as Storage does', async () => {
        const response = await fetch(`${backend.url}/storage/v1/bucket`);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          statusCode: '403',
          message: 'Invalid Compact JWS',
        });
      });
    });

    describe('objects', () => {
      let bucket: string;
      beforeAll(async () => {
        bucket = unique('objects');
        await admin.storage.createBucket(bucket, { public: false, fileSizeLimit: '1kb' });
      });

      it('refuses a file over the limit with hosted Storage’s words', async () => {
        const over = await admin.storage.from(bucket).upload('big.bin', bytes(1001));
        expect(over.error).toMatchObject({
          statusCode: '413',
          message: 'The object exceeded the maximum allowed size',
        });
        expect((await admin.storage.from(bucket).upload('fits.bin', bytes(1000))).error).toBeNull();
      });

      it('gives an object’s info with the uploader’s metadata, and whether it exists', async () => {
        const files = admin.storage.from(bucket);
        const metadata = { note: 'ملاحظة 🎉', count: 3 };
        expect((await files.upload('notes/a b.txt', 'hello', { metadata })).error).toBeNull();
        const info = await files.info('notes/a b.txt');
        expect(info.error).toBeNull();
        expect(info.data).toMatchObject({
          name: 'notes/a b.txt',
          bucketId: bucket,
          size: 5,
          contentType: 'text/plain;charset=UTF-8',
          metadata,
          etag: expect.stringMatching(/^".+"$/),
          version: expect.any(String),
        });
        expect(info.data).not.toHaveProperty('updatedAt');
        await files.upload('plain.txt', 'x');
        expect((await files.info('plain.txt')).data?.metadata).toEqual({});
        expect((await files.info('missing.txt')).error).toMatchObject({ statusCode: '404' });
        expect((await files.exists('plain.txt')).data).toBe(true);
        expect((await files.exists('missing.txt')).data).toBe(false);
      });

      it('moves and copies within a bucket and to another, under the destination’s limits', async () => {
        const other = unique('images');
        await admin.storage.createBucket(other, { public: false, allowedMimeTypes: ['image/png'] });
        const files = admin.storage.from(bucket);
        await files.upload('from/Q3 report (final).txt', 'q3');
        expect(await files.move('from/Q3 report (final).txt', 'to/moved.txt')).toEqual({
          data: { message: 'Successfully moved' },
          error: null,
        });
        expect(await (await files.download('to/moved.txt')).data!.text()).toBe('q3');
        expect((await files.download('from/Q3 report (final).txt')).error).not.toBeNull();

        const copied = await files.copy('to/moved.txt', 'copies/one.txt');
        expect(copied).toEqual({ data: { path: `${bucket}/copies/one.txt` }, error: null });
        expect(await (await files.download('copies/one.txt')).data!.text()).toBe('q3');
        expect((await files.copy('to/moved.txt', 'copies/one.txt')).error).toMatchObject({
          statusCode: '409',
        });

        const wrongType = await files.copy('to/moved.txt', 'x.txt', { destinationBucket: other });
        expect(wrongType.error).toMatchObject({ statusCode: '415' });
        await files.upload('pic.png', bytes(10), { contentType: 'image/png' });
        const across = await files.move('pic.png', 'pics/pic.png', { destinationBucket: other });
        expect(across.error).toBeNull();
        expect((await admin.storage.from(other).download('pics/pic.png')).data?.size).toBe(10);
        expect((await files.move('missing.txt', 'elsewhere.txt')).error).toMatchObject({
          statusCode: '404',
        });
      });

      it('lists a folder a page at a time by name and by creation, with folders', async () => {
        const list = unique('list');
        await admin.storage.createBucket(list);
        const files = admin.storage.from(list);
        const suffixes = ['zz', 'bb', 'xx', 'aa', 'cc'];
        for (const suffix of suffixes) await files.upload(`dir/f-${suffix}.txt`, suffix);
        await files.upload('dir/sub/deep.txt', 'deep');

        const folders = await files.listV2({ with_delimiter: true });
        expect(folders.data).toMatchObject({
          hasNext: false,
          folders: [{ key: 'dir', name: 'dir/' }],
          objects: [],
        });
        for (const [sortBy, expected] of [
          [{ column: 'name', order: 'asc' }, ['aa', 'bb', 'cc', 'xx', 'zz']],
          [{ column: 'created_at', order: 'desc' }, ['cc', 'aa', 'xx', 'bb', 'zz']],
        ] as const) {
          const seen: string[] = [];
          let cursor: string | undefined;
          let pages = 0;
          do {
            const page = await files.listV2({
              prefix: 'dir/',
              with_delimiter: true,
              limit: 2,
              sortBy,
              ...(cursor ? { cursor } : {}),
            });
            expect(page.error).toBeNull();
            seen.push(...page.data!.objects.map((object) => object.name));
            cursor = page.data!.hasNext ? page.data!.nextCursor : undefined;
            pages += 1;
          } while (cursor);
          expect(seen).toEqual(expected.map((suffix) => `dir/f-${suffix}.txt`));
          expect(pages).toBe(3);
        }
      });

      it('signs an upload URL that stores the file once, without credentials', async () => {
        const files = admin.storage.from(bucket);
        const signed = await files.createSignedUploadUrl('signed/one.txt');
        expect(signed.error).toBeNull();
        const anonymous = backend.client().storage.from(bucket);
        const first = await anonymous.uploadToSignedUrl(
          'signed/one.txt',
          signed.data!.token,
          'one',
        );
        expect(first.error).toBeNull();
        const again = await anonymous.uploadToSignedUrl(
          'signed/one.txt',
          signed.data!.token,
          'two',
        );
        expect(again.error).toMatchObject({ statusCode: '409' });
        const elsewhere = await anonymous.uploadToSignedUrl(
          'signed/other.txt',
          signed.data!.token,
          'x',
        );
        expect(elsewhere.error).toMatchObject({ statusCode: '400' });

        const replace = await files.createSignedUploadUrl('signed/one.txt', { upsert: true });
        expect(
          (await anonymous.uploadToSignedUrl('signed/one.txt', replace.data!.token, 'three')).error,
        ).toBeNull();
        expect(await (await files.download('signed/one.txt')).data!.text()).toBe('three');
        expect((await files.createSignedUploadUrl('signed/one.txt')).error).toMatchObject({
          statusCode: '409',
        });
      });

      it('signs upload URLs only for who may upload there (staff: attachments only)', async () => {
        const refused = await staff.client.storage.from(bucket).createSignedUploadUrl('s.txt');
        expect(refused.error).toMatchObject({ statusCode: '403' });
        const key = `${crypto.randomUUID()}/brief.txt`;
        const attachments = staff.client.storage.from('contact_attachments');
        const signed = await attachments.createSignedUploadUrl(key);
        expect(signed.error).toBeNull();
        const stored = await backend
          .client()
          .storage.from('contact_attachments')
          .uploadToSignedUrl(key, signed.data!.token, 'brief');
        expect(stored.error).toBeNull();
        expect(await (await attachments.download(key)).data!.text()).toBe('brief');
      });

      it('signs a transformed image URL for the renderer, which answers 501', async () => {
        const files = admin.storage.from(bucket);
        await files.upload('pic.jpg', bytes(10), { contentType: 'image/jpeg' });
        const signed = await files.createSignedUrl('pic.jpg', 60, { transform: { width: 10 } });
        expect(signed.data?.signedUrl).toContain(`/render/image/sign/${bucket}/pic.jpg?token=`);
        expect((await fetch(signed.data!.signedUrl)).status).toBe(501);
        const plain = await files.createSignedUrl('pic.jpg', 60, { transform: {} });
        expect((await fetch(plain.data!.signedUrl)).status).toBe(200);
      });
    });
  });
});

// Object files on disk: <dataDir>/storage/<bucket>/<key>. Uploads are written to a temporary
// file first and renamed into place only after the storage.objects row has been committed.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { storageError } from './errors.ts';

export class ObjectFiles {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'storage');
  }

  /** The file of an object; checked keys cannot leave the root, and this asserts it again. */
  pathOf(bucket: string, key: string): string {
    const bucketDir = path.resolve(this.root, bucket);
    const file = path.resolve(bucketDir, key);
    if (!file.startsWith(`${bucketDir}${path.sep}`) || path.dirname(bucketDir) !== this.root) {
      throw storageError(400, 'InvalidKey', 'Invalid Input', 'The object path leaves its bucket');
    }
    return file;
  }

  /** Writes the bytes beside the store (bucket ids never start with a dot, so .tmp is private). */
  async stage(bytes: Uint8Array): Promise<string> {
    const dir = path.join(this.root, '.tmp');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, randomUUID());
    await writeFile(file, bytes, { flag: 'wx' });
    return file;
  }

  /** Fails (before the row is committed) when the key collides with a folder of other keys. */
  async assertPlaceable(bucket: string, key: string): Promise<void> {
    const file = this.pathOf(bucket, key);
    const existing = await stat(file).catch(() => undefined);
    if (existing?.isDirectory()) {
      throw storageError(
        409,
        'ResourceAlreadyExists',
        'Duplicate',
        'The object path is already used as a folder',
      );
    }
    for (let dir = path.dirname(file); dir !== this.root; dir = path.dirname(dir)) {
      const info = await stat(dir).catch(() => undefined);
      if (info && !info.isDirectory()) {
        throw storageError(
          409,
          'ResourceAlreadyExists',
          'Duplicate',
          'A folder of the object path is already an object',
        );
      }
    }
  }

  /** A staged copy of a stored file (for copying an object), or undefined when it is missing. */
  async stageCopy(bucket: string, key: string): Promise<string | undefined> {
    const dir = path.join(this.root, '.tmp');
    await mkdir(dir, { recursive: true });
    const staged = path.join(dir, randomUUID());
    try {
      await copyFile(this.pathOf(bucket, key), staged);
      return staged;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Moves a stored file; false when it is missing. */
  async move(from: { bucket: string; key: string }, to: { bucket: string; key: string }) {
    const target = this.pathOf(to.bucket, to.key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(this.pathOf(from.bucket, from.key), target);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async commit(staged: string, bucket: string, key: string): Promise<void> {
    const file = this.pathOf(bucket, key);
    await mkdir(path.dirname(file), { recursive: true });
    await rename(staged, file);
  }

  async discard(staged: string): Promise<void> {
    await rm(staged, { force: true });
  }

  async remove(bucket: string, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
  }

  /** The folder of a deleted bucket, with any file no row named any more. */
  async removeBucket(bucket: string): Promise<void> {
    const dir = path.resolve(this.root, bucket);
    if (path.dirname(dir) !== this.root || bucket.startsWith('.')) {
      throw storageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid');
    }
    await rm(dir, { recursive: true, force: true });
  }

  /** A stream of the file, or undefined when it is missing. */
  async open(
    bucket: string,
    key: string,
  ): Promise<{ body: ReadableStream<Uint8Array>; size: number } | undefined> {
    const file = this.pathOf(bucket, key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return { body, size: info.size };
  }
}

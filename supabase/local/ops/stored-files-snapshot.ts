// The stored files of a database snapshot, frozen: each is hard-linked aside right after the
// snapshot. Storage never writes a stored file in place (an upload is renamed over it, a removal
// unlinks it), so a link keeps exactly the bytes it was made of while the site goes on. A file
// whose bytes no longer match its row (replaced or removed between the snapshot and the link)
// makes the snapshot stale, and the backup takes a new one.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ObjectFiles } from '../storage/disk.ts';
import type { ObjectRef } from './database-snapshot.ts';

export interface FrozenFile {
  bucket: string;
  name: string;
  /** The frozen copy, relative to the data folder (a hard link where the disk allows it). */
  path: string;
  bytes: number;
  /** The MD5 its row says it has (Storage's eTag), checked when the file is read. */
  md5: string | null;
}

export interface UnsavedFile {
  bucket: string;
  name: string;
  why: string;
}

export interface FrozenFiles {
  /** The folder of frozen copies, relative to the data folder; removed when the backup ends. */
  folder: string;
  files: FrozenFile[];
  /** Rows whose file is missing or not theirs, when the caller chose to go on without them. */
  unsaved: UnsavedFile[];
}

/** Thrown when a stored file changed after the snapshot was taken. */
export class StaleSnapshotError extends Error {
  constructor(file: { bucket: string; name: string }, why: string) {
    super(`the stored file ${file.bucket}/${file.name} ${why} during the backup`);
    this.name = 'StaleSnapshotError';
  }
}

/** Storage's own folder for private work: bucket ids never start with a dot. */
const FROZEN_PREFIX = '.backup-';
/** A crashed backup's frozen copies are removed by the next one after this long. */
const LEFTOVER_MS = 60 * 60 * 1000;

async function removeLeftovers(root: string): Promise<void> {
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(FROZEN_PREFIX)) continue;
    const info = await stat(path.join(root, name)).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > LEFTOVER_MS)
      await rm(path.join(root, name), { recursive: true, force: true });
  }
}

/** Removes a snapshot's frozen copies (never the stored files). */
export async function releaseFrozenFiles(dataDir: string, frozen: FrozenFiles): Promise<void> {
  const folder = path.resolve(dataDir, frozen.folder);
  if (path.basename(folder).startsWith(FROZEN_PREFIX))
    await rm(folder, { recursive: true, force: true });
}

/**
 * Links every object's file aside. Cheap (no byte is read), so the server can do it under load;
 * whoever writes the archive reads the bytes and checks them (hashFrozenFile). Throws
 * StaleSnapshotError on a missing file or one of another size, unless `keepGoing` (the last
 * attempt: a row whose file was lost long ago must not stop every backup), which lists it instead.
 */
export async function freezeStoredFiles(
  dataDir: string,
  objects: readonly ObjectRef[],
  options: { keepGoing?: boolean } = {},
): Promise<FrozenFiles> {
  const store = new ObjectFiles(dataDir);
  await removeLeftovers(store.root);
  const folder = path.join(store.root, `${FROZEN_PREFIX}${randomUUID()}`);
  await mkdir(folder, { recursive: true });
  const frozen: FrozenFiles = { folder: path.relative(dataDir, folder), files: [], unsaved: [] };
  try {
    for (const [index, object] of objects.entries()) {
      const copy = path.join(folder, String(index));
      const stored = store.pathOf(object.bucket, object.name);
      let why: string | undefined;
      try {
        await link(stored, copy);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') why = 'was removed';
        // A disk without hard links: a copy, checked against the row like a link.
        else await copyFile(stored, copy);
      }
      const bytes = why ? 0 : (await stat(copy)).size;
      if (!why && object.size !== null && object.size !== bytes) why = 'was replaced';
      if (why) {
        if (!options.keepGoing) throw new StaleSnapshotError(object, why);
        frozen.unsaved.push({ bucket: object.bucket, name: object.name, why });
        continue;
      }
      frozen.files.push({
        bucket: object.bucket,
        name: object.name,
        path: path.relative(dataDir, copy),
        bytes,
        md5: object.md5,
      });
    }
    return frozen;
  } catch (error) {
    await releaseFrozenFiles(dataDir, frozen);
    throw error;
  }
}

/** A frozen file's SHA-256, after checking its bytes are the ones its row names. */
export async function hashFrozenFile(dataDir: string, file: FrozenFile): Promise<string> {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let bytes = 0;
  const stream = createReadStream(path.resolve(dataDir, file.path), {
    highWaterMark: 1024 * 1024,
  });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    md5.update(chunk);
    sha256.update(chunk);
    bytes += chunk.length;
  }
  if (bytes !== file.bytes || (file.md5 !== null && file.md5 !== md5.digest('hex')))
    throw new StaleSnapshotError(file, 'was replaced');
  return sha256.digest('hex');
}

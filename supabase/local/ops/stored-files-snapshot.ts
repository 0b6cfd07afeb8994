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
  /** The frozen copy (a hard link where the disk allows it). */
  path: string;
  bytes: number;
  sha256: string;
}

export interface FrozenFiles {
  files: FrozenFile[];
  /** Rows whose file is missing or not theirs, when the caller chose to go on without them. */
  unsaved: { bucket: string; name: string; why: string }[];
  /** Removes the frozen copies (never the stored files). */
  release(): Promise<void>;
}

/** Thrown when a stored file changed after the snapshot was taken. */
export class StaleSnapshotError extends Error {
  constructor(object: ObjectRef, why: string) {
    super(`the stored file ${object.bucket}/${object.name} ${why} during the backup`);
    this.name = 'StaleSnapshotError';
  }
}

/** Storage's own folder for private work: bucket ids never start with a dot. */
const FROZEN_PREFIX = '.backup-';
/** A crashed backup's frozen copies are removed by the next one after this long. */
const LEFTOVER_MS = 60 * 60 * 1000;

async function hashFile(file: string): Promise<{ md5: string; sha256: string; bytes: number }> {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    md5.update(chunk);
    sha256.update(chunk);
    bytes += chunk.length;
  }
  return { md5: md5.digest('hex'), sha256: sha256.digest('hex'), bytes };
}

async function removeLeftovers(root: string): Promise<void> {
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(FROZEN_PREFIX)) continue;
    const info = await stat(path.join(root, name)).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > LEFTOVER_MS)
      await rm(path.join(root, name), { recursive: true, force: true });
  }
}

/**
 * Throws StaleSnapshotError on the first file that does not match its row, unless `keepGoing`
 * (the last attempt: a row whose file was lost long ago must not stop every backup), which lists
 * such files as unsaved instead.
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
  const release = () => rm(folder, { recursive: true, force: true });
  try {
    const files: FrozenFile[] = [];
    const unsaved: FrozenFiles['unsaved'] = [];
    const mismatch = (object: ObjectRef, why: string): void => {
      if (!options.keepGoing) throw new StaleSnapshotError(object, why);
      unsaved.push({ bucket: object.bucket, name: object.name, why });
    };
    for (const [index, object] of objects.entries()) {
      const frozen = path.join(folder, String(index));
      const stored = store.pathOf(object.bucket, object.name);
      try {
        await link(stored, frozen);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') {
          mismatch(object, 'was removed');
          continue;
        }
        // A disk without hard links: a copy, checked against the row like a link.
        await copyFile(stored, frozen);
      }
      const { md5, sha256, bytes } = await hashFile(frozen);
      if ((object.md5 !== null && object.md5 !== md5) || (object.size ?? bytes) !== bytes) {
        mismatch(object, 'was replaced');
        continue;
      }
      files.push({ bucket: object.bucket, name: object.name, path: frozen, bytes, sha256 });
    }
    return { files, unsaved, release };
  } catch (error) {
    await release();
    throw error;
  }
}

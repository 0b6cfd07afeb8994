// The stored files of a database snapshot, frozen: each is hard-linked aside right after the
// snapshot. Storage never writes a stored file in place (an upload is renamed over it, a removal
// unlinks it), so a link keeps exactly the bytes it was made of while the site goes on. A file
// whose bytes no longer match its row (replaced or removed between the snapshot and the link)
// makes the snapshot stale, and the backup takes a new one.
//
// The server does this under load, so the links are made with synchronous calls, in slices of a
// few milliseconds: an awaited call per file waited a turn of the event loop behind the join
// path's database work each time, and 256 files took 182 s (bench:ops, load 14 on two cores).
import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ObjectFiles } from '../storage/disk.ts';
import { fileChunks } from './file-chunks.ts';
import type { ObjectRef } from './database-snapshot.ts';

/** How long one slice of synchronous links may hold the event loop. */
const SLICE_MS = 10;

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
  /**
   * The snapshot's folder, relative to the data folder: the frozen copies and the rows' files
   * (database-snapshot.ts). Removed when the backup ends.
   */
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

function removeLeftovers(root: string): void {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(FROZEN_PREFIX)) continue;
    const info = statSync(path.join(root, name), { throwIfNoEntry: false });
    if (info && Date.now() - info.mtimeMs > LEFTOVER_MS)
      rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

/**
 * A new, empty folder for one snapshot (owner-only: it will hold every row), after removing
 * crashed backups' leftovers. Relative to the data folder.
 */
export function openSnapshotFolder(dataDir: string): string {
  const store = new ObjectFiles(dataDir);
  removeLeftovers(store.root);
  const folder = path.join(store.root, `${FROZEN_PREFIX}${randomUUID()}`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return path.relative(dataDir, folder);
}

/** Removes a snapshot's frozen copies (never the stored files). */
export async function releaseFrozenFiles(
  dataDir: string,
  frozen: Pick<FrozenFiles, 'folder'>,
): Promise<void> {
  const folder = path.resolve(dataDir, frozen.folder);
  if (path.basename(folder).startsWith(FROZEN_PREFIX))
    await rm(folder, { recursive: true, force: true });
}

/**
 * Links every object's file into the snapshot's folder (openSnapshotFolder). Cheap (no byte is
 * read), so the server can do it under load; whoever writes the archive reads the bytes and checks
 * them (hashFrozenFile). Throws StaleSnapshotError on a missing file or one of another size, unless
 * `keepGoing` (the last attempt: a row whose file was lost long ago must not stop every backup),
 * which lists it instead. The caller removes the folder when this throws.
 */
export async function freezeStoredFiles(
  dataDir: string,
  snapshotFolder: string,
  objects: readonly ObjectRef[],
  options: { keepGoing?: boolean } = {},
): Promise<FrozenFiles> {
  const store = new ObjectFiles(dataDir);
  const folder = path.resolve(dataDir, snapshotFolder);
  const frozen: FrozenFiles = { folder: snapshotFolder, files: [], unsaved: [] };
  let slice = performance.now();
  for (const [index, object] of objects.entries()) {
    if (performance.now() - slice > SLICE_MS) {
      await nextTurn();
      slice = performance.now();
    }
    const copy = path.join(folder, String(index));
    const stored = store.pathOf(object.bucket, object.name);
    let why: string | undefined;
    try {
      linkSync(stored, copy);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') why = 'was removed';
      // A disk without hard links: a copy, checked against the row like a link.
      else copyFileSync(stored, copy);
    }
    const bytes = why ? 0 : statSync(copy).size;
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
}

/** A frozen file's SHA-256, after checking its bytes are the ones its row names. */
export async function hashFrozenFile(dataDir: string, file: FrozenFile): Promise<string> {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fileChunks(path.resolve(dataDir, file.path))) {
    md5.update(chunk);
    sha256.update(chunk);
    bytes += chunk.length;
  }
  if (bytes !== file.bytes || (file.md5 !== null && file.md5 !== md5.digest('hex')))
    throw new StaleSnapshotError(file, 'was replaced');
  return sha256.digest('hex');
}

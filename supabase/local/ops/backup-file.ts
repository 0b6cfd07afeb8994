// Writes an archive into the backups folder: under a .partial name until its last byte is on
// disk, so a folder never shows a half-written archive as a backup. Owner-only: it holds the keys.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const PARTIAL_SUFFIX = '.partial';

export async function saveBackup(
  stream: Readable | AsyncIterable<Uint8Array>,
  outDir: string,
  fileName: string,
): Promise<{ path: string; bytes: number }> {
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const target = path.join(outDir, fileName);
  const partial = `${target}${PARTIAL_SUFFIX}`;
  try {
    await pipeline(stream, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { path: target, bytes: (await stat(target)).size };
}

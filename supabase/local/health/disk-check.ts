// Readiness of the disk that holds the data folder (the database on PGlite, every stored file,
// the keys): a full disk fails writes half way, so the server says so before it happens.
import { statfs } from 'node:fs/promises';
import type { Check, CheckResult } from './readiness.ts';

/**
 * 100 MB: twice the largest upload (50 MB) with room for PGlite's write-ahead log. An absolute
 * floor rather than a share, since what a write needs does not grow with the disk.
 */
export const DEFAULT_MIN_FREE_MB = 100;

const MB = 1024 * 1024;

export interface DiskSpace {
  /** Bytes this process may still write (the blocks left to unprivileged users). */
  freeBytes: number;
  totalBytes: number;
}

export function diskVerdict(space: DiskSpace, minFreeBytes: number): CheckResult {
  const freePercent =
    space.totalBytes > 0 ? Math.round((space.freeBytes / space.totalBytes) * 1000) / 10 : 0;
  const figures = {
    freeBytes: space.freeBytes,
    totalBytes: space.totalBytes,
    freePercent,
    minFreeBytes,
  };
  if (space.freeBytes >= minFreeBytes) return { ok: true, figures };
  return {
    ok: false,
    detail: `${Math.floor(space.freeBytes / MB)} MB free on the data folder's disk, under the ${Math.round(minFreeBytes / MB)} MB floor`,
    figures,
  };
}

export function diskCheck(dataDir: string, minFreeMb: number): Check {
  return async () => {
    const stats = await statfs(dataDir);
    return diskVerdict(
      { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize },
      minFreeMb * MB,
    );
  };
}

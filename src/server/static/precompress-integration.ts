/**
 * Writes Brotli and gzip copies next to every compressible file of the static build, once, at
 * build time, so the server sends compressed bytes without compressing per request (the static
 * handler picks the copy the browser's Accept-Encoding allows).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|ics|webmanifest|map)$/;
/** Below this size the encoding header costs about what compression saves. */
const MIN_BYTES = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses one file; keeps a copy only when it is smaller than the original. */
async function precompressFile(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  return {
    raw: raw.length,
    br: Math.min(br.length, raw.length),
    gz: Math.min(gz.length, raw.length),
  };
}

export async function precompressDirectory(
  dir: string,
): Promise<{ files: number; raw: number; br: number; gz: number }> {
  const candidates: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) candidates.push(file);
  }
  const totals = { files: candidates.length, raw: 0, br: 0, gz: 0 };
  for (const sizes of await Promise.all(candidates.map(precompressFile))) {
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
  return totals;
}

export function precompress(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // With an adapter, `dir` is the client folder: the files served as they are.
        const totals = await precompressDirectory(fileURLToPath(dir));
        const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;
        logger.info(
          `${totals.files} files precompressed: ${kib(totals.raw)} → ${kib(totals.br)} br, ${kib(totals.gz)} gzip`,
        );
      },
    },
  };
}

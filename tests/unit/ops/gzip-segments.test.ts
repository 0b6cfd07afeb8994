import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  gzipSegments,
  isCompressedAlready,
  type GzipPiece,
} from '../../../supabase/local/ops/gzip-segments.ts';
import { TAR_END, tarHeader, tarPadding } from '../../../supabase/local/ops/tar.ts';

async function gzipOf(pieces: GzipPiece[], mtime = 1_700_000_000): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of gzipSegments(pieces, mtime)) out.push(chunk);
  return Buffer.concat(out);
}

const text = (size: number) =>
  Buffer.from('{"first_name":"نورة 🌙","last_name":"#1 100%"}\n'.repeat(size / 40).slice(0, size));

describe('gzipSegments', () => {
  it('writes one gzip member that gunzip reads back byte for byte, whatever is stored or deflated', async () => {
    const random = randomBytes(3 * 1024 * 1024 + 17);
    const pieces: GzipPiece[] = [
      { bytes: text(1000), compress: true },
      { bytes: random.subarray(0, 70_000), compress: false },
      { bytes: Buffer.alloc(0), compress: false },
      { bytes: random.subarray(70_000), compress: false },
      { bytes: text(2_500_000), compress: true },
      { bytes: Buffer.from([0]), compress: false },
      { bytes: Buffer.from('end'), compress: true },
    ];
    const gzipped = await gzipOf(pieces);
    expect(gunzipSync(gzipped)).toEqual(Buffer.concat(pieces.map((piece) => piece.bytes)));
    expect(gzipped.readUInt32LE(4)).toBe(1_700_000_000);
    // The random bytes are stored (5 bytes more per 64 KiB block); the 2.5 MB of text shrink to
    // a few kilobytes.
    const storedBytes = random.length + 1;
    expect(gzipped.length).toBeGreaterThan(storedBytes);
    expect(gzipped.length).toBeLessThan(storedBytes + 50_000);
  });

  it('writes an empty member for no pieces', async () => {
    expect(gunzipSync(await gzipOf([]))).toEqual(Buffer.alloc(0));
  });

  it('makes a .tar.gz that tar itself lists and extracts', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'gzip-segments-'));
    try {
      const photo = randomBytes(200_000);
      const rows = text(300_000);
      const entry = (name: string, bytes: Buffer, compress: boolean): GzipPiece[] => [
        { bytes: tarHeader(name, bytes.length, 1_700_000_000), compress },
        { bytes, compress },
        { bytes: tarPadding(bytes.length), compress },
      ];
      const archive = path.join(work, 'a.tar.gz');
      writeFileSync(
        archive,
        await gzipOf([
          ...entry('database/0001.ndjson', rows, true),
          ...entry('files/000001', photo, false),
          { bytes: TAR_END, compress: true },
        ]),
      );
      expect(execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n')).toEqual([
        'database/0001.ndjson',
        'files/000001',
        '',
      ]);
      expect(execFileSync('tar', ['-xzOf', archive, 'files/000001'])).toEqual(photo);
      expect(execFileSync('gzip', ['-t', archive])).toEqual(Buffer.alloc(0));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('isCompressedAlready', () => {
  it('tells random bytes (as photos are to deflate) from text and zeros', () => {
    expect(isCompressedAlready(randomBytes(64 * 1024))).toBe(true);
    expect(isCompressedAlready(gzipSync(randomBytes(100_000).toString('hex')))).toBe(true);
    expect(isCompressedAlready(text(64 * 1024))).toBe(false);
    expect(isCompressedAlready(Buffer.alloc(64 * 1024))).toBe(false);
    expect(isCompressedAlready(randomBytes(100))).toBe(false);
  });
});

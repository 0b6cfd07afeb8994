// One gzip member written in segments, each compressed or stored as it deserves. A backup is mostly
// stored files that are compressed already (photos, PDFs, office files): deflating them at level 1
// cost 16 s of CPU per GB (bench:ops) to save nothing, while the rows shrink to a fifth. So each
// piece says whether to compress it: compressed segments are deflated on the thread pool and end
// with a sync flush (byte-aligned, not final), stored ones are deflate's stored blocks, and both
// follow one another in one deflate stream, which any gunzip and `tar -xzf` read as usual.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

const deflate = promisify(deflateRaw);

export interface GzipPiece {
  bytes: Buffer;
  /** Deflate it (level 1), or store it as it is. */
  compress: boolean;
}

/** Bytes gathered before a segment is written: big enough that a segment's cost is nothing. */
const SEGMENT_BYTES = 1024 * 1024;
/** A stored block holds at most this much. */
const STORED_BLOCK_BYTES = 0xffff;
const LEVEL = 1;

/** Deflate gains little on these bytes (a sample of them shrinks by under 10% at level 1). */
export function isCompressedAlready(sample: Buffer): boolean {
  if (sample.length < 512) return false;
  return deflateRawSync(sample, { level: LEVEL }).length > sample.length * 0.9;
}

/** gzip's header: deflate, no name, the given time, unknown OS. */
function header(mtimeSeconds: number): Buffer {
  const out = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  out.writeUInt32LE(Math.max(0, Math.floor(mtimeSeconds)) >>> 0, 4);
  return out;
}

/** `bytes` as non-final stored blocks (each a 5-byte header and a view of the bytes, no copy). */
function* storedBlocks(bytes: Buffer): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_BYTES) {
    const length = Math.min(STORED_BLOCK_BYTES, bytes.length - start);
    const header = Buffer.allocUnsafe(5);
    header[0] = 0; // BFINAL 0, BTYPE 00 (stored); the rest of the byte pads to the boundary.
    header.writeUInt16LE(length, 1);
    header.writeUInt16LE(~length & 0xffff, 3);
    yield header;
    yield bytes.subarray(start, start + length);
  }
}

/** An empty final stored block, the CRC-32 and the length: the end of the member. */
function trailer(crc: number, size: number): Buffer {
  const out = Buffer.from([1, 0, 0, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0, 0]);
  out.writeUInt32LE(crc >>> 0, 5);
  out.writeUInt32LE(size % 2 ** 32, 9);
  return out;
}

/**
 * The gzip member of `pieces`, in order. Pieces to compress are gathered into segments of 1 MB;
 * stored pieces go out at once, as views of their bytes (the caller must not reuse them).
 */
export async function* gzipSegments(
  pieces: AsyncIterable<GzipPiece> | Iterable<GzipPiece>,
  mtimeSeconds: number,
): AsyncGenerator<Buffer> {
  yield header(mtimeSeconds);
  let crc = 0;
  let size = 0;
  let batch: Buffer[] = [];
  let batchBytes = 0;
  const deflated = async (): Promise<Buffer | undefined> => {
    if (batchBytes === 0) return undefined;
    const bytes = batch.length === 1 ? batch[0]! : Buffer.concat(batch, batchBytes);
    batch = [];
    batchBytes = 0;
    return deflate(bytes, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
  };
  for await (const piece of pieces) {
    if (piece.bytes.length === 0) continue;
    crc = crc32(piece.bytes, crc);
    size += piece.bytes.length;
    if (!piece.compress) {
      const out = await deflated();
      if (out) yield out;
      yield* storedBlocks(piece.bytes);
      continue;
    }
    batch.push(piece.bytes);
    batchBytes += piece.bytes.length;
    if (batchBytes >= SEGMENT_BYTES) {
      const out = await deflated();
      if (out) yield out;
    }
  }
  const out = await deflated();
  if (out) yield out;
  yield trailer(crc, size);
}

// The smallest tar (ustar) the backup archive needs: regular files with short ASCII names, written
// and read as streams, so standard tools (`tar -tzf`) can list an archive. Names are the archive's
// own (database/0001.ndjson, files/000001); the real names of stored files live in the manifest,
// so 255-byte and non-Latin names never meet tar's 100-byte name field.
const BLOCK = 512;
const NAME_BYTES = 100;
/** ustar's 12-byte octal size field: 8 GiB less one byte. */
export const MAX_ENTRY_BYTES = 8 ** 11 - 1;

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

function checksumOf(block: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1)
    sum += index >= 148 && index < 156 ? 0x20 : block[index]!;
  return sum;
}

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtimeSeconds: number): Buffer {
  if (!/^[\w./-]+$/.test(name) || Buffer.byteLength(name) > NAME_BYTES)
    throw new Error(`A tar entry name must be short ASCII, got ${JSON.stringify(name)}`);
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_ENTRY_BYTES)
    throw new Error(`A tar entry cannot hold ${size} bytes`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, NAME_BYTES, 'ascii');
  writeOctal(block, 100, 8, 0o600);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.floor(mtimeSeconds));
  block.write('0', 156, 'ascii');
  block.write('ustar\0' + '00', 257, 'ascii');
  block.write(`${checksumOf(block).toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

/** Zeros that round an entry's data up to whole blocks. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two zero blocks end an archive. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

/** Pulls exact byte counts out of a stream of chunks of any size. */
class ByteReader {
  #source: AsyncIterator<Uint8Array>;
  #pending: Buffer = Buffer.alloc(0);

  constructor(source: AsyncIterable<Uint8Array>) {
    this.#source = source[Symbol.asyncIterator]();
  }

  async #fill(): Promise<boolean> {
    const next = await this.#source.next();
    if (next.done) return false;
    this.#pending = Buffer.concat([this.#pending, Buffer.from(next.value)]);
    return true;
  }

  /** Exactly `count` bytes, or undefined when the stream ends first. */
  async exactly(count: number): Promise<Buffer | undefined> {
    while (this.#pending.length < count) if (!(await this.#fill())) return undefined;
    const out = this.#pending.subarray(0, count);
    this.#pending = this.#pending.subarray(count);
    return out;
  }

  /** `count` bytes as they arrive; throws when the stream ends first. */
  async *pieces(count: number): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      if (this.#pending.length === 0 && !(await this.#fill()))
        throw new Error('the archive ends in the middle of an entry');
      const piece = this.#pending.subarray(0, Math.min(left, this.#pending.length));
      this.#pending = this.#pending.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = block.toString('ascii', offset, offset + length).replace(/[\0 ]+$/, '');
  if (!/^[0-7]+$/.test(text)) return Number.NaN;
  return Number.parseInt(text, 8);
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; read them all before the next entry comes. */
  body: AsyncIterable<Buffer>;
}

/**
 * The regular-file entries of an uncompressed tar stream, in order. Throws on a damaged header
 * (bad checksum), an entry type other than a file, or an archive that stops before its end.
 */
export async function readTar(
  source: AsyncIterable<Uint8Array>,
  onEntry: (entry: TarEntry) => Promise<void>,
): Promise<void> {
  const reader = new ByteReader(source);
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (!block) throw new Error('the archive ends before its end marker');
    if (block.every((byte) => byte === 0)) return;
    if (readOctal(block, 148, 8) !== checksumOf(block))
      throw new Error('an entry header does not match its checksum');
    const end = block.indexOf(0);
    const name = block.toString('utf8', 0, end >= 0 && end < NAME_BYTES ? end : NAME_BYTES);
    const type = String.fromCharCode(block[156]!);
    const size = readOctal(block, 124, 12);
    if ((type !== '0' && type !== '\0') || !Number.isSafeInteger(size))
      throw new Error(`the entry ${JSON.stringify(name)} is not a plain file`);
    let consumed = 0;
    const body = reader.pieces(size);
    await onEntry({
      name,
      size,
      body: (async function* () {
        for await (const piece of body) {
          consumed += piece.length;
          yield piece;
        }
      })(),
    });
    // Whatever the caller left unread is skipped, so the next header is found.
    if (consumed < size) for await (const piece of reader.pieces(size - consumed)) void piece;
    if (!(await reader.exactly(tarPadding(size).length)))
      throw new Error('the archive ends in the middle of an entry');
  }
}

import { describe, expect, it } from 'vitest';
import { readTar, TAR_END, tarHeader, tarPadding } from '../../../supabase/local/ops/tar.ts';

function archiveOf(entries: [string, Buffer][]): Buffer {
  return Buffer.concat([
    ...entries.flatMap(([name, bytes]) => [
      tarHeader(name, bytes.length, 1_700_000_000),
      bytes,
      tarPadding(bytes.length),
    ]),
    TAR_END,
  ]);
}

/** The archive in chunks of `size` bytes, as a stream delivers it. */
async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += size)
    yield bytes.subarray(offset, offset + size);
}

async function read(bytes: Buffer, chunk = 7): Promise<[string, string][]> {
  const out: [string, string][] = [];
  await readTar(chunked(bytes, chunk), async (entry) => {
    const parts: Buffer[] = [];
    for await (const piece of entry.body) parts.push(piece);
    out.push([entry.name, Buffer.concat(parts).toString('utf8')]);
  });
  return out;
}

describe('the backup tar', () => {
  const entries: [string, Buffer][] = [
    ['manifest.json', Buffer.from('{"a":1}')],
    ['database/0001.ndjson', Buffer.alloc(0)],
    ['files/000001', Buffer.from('x'.repeat(512))],
    ['files/000002', Buffer.from('تقرير 😀'.repeat(100))],
  ];

  it.each([1, 7, 512, 100_000])('reads back what it wrote, in chunks of %i bytes', async (size) => {
    expect(await read(archiveOf(entries), size)).toEqual(
      entries.map(([name, bytes]) => [name, bytes.toString('utf8')]),
    );
  });

  it('skips what a reader leaves unread', async () => {
    const names: string[] = [];
    await readTar(chunked(archiveOf(entries), 100), async (entry) => {
      names.push(entry.name);
    });
    expect(names).toEqual(entries.map(([name]) => name));
  });

  it('refuses a damaged header, a cut-off archive and one without its end', async () => {
    const whole = archiveOf(entries);
    const damaged = Buffer.from(whole);
    damaged[3] = damaged[3]! ^ 1;
    await expect(read(damaged)).rejects.toThrow('does not match its checksum');
    for (const cut of [515, 700])
      await expect(read(whole.subarray(0, cut))).rejects.toThrow('ends in the middle of an entry');
    await expect(read(whole.subarray(0, whole.length - 1024))).rejects.toThrow(
      'ends before its end marker',
    );
  });

  it.each([['a'.repeat(101)], ['files/é'], ['../x y']])('refuses the entry name %s', (name) => {
    expect(() => tarHeader(name, 0, 0)).toThrow('short ASCII');
  });
});

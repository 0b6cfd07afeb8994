import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { icoFromPngs } from '../../../src/lib/site/ico.ts';
import { faviconIco, markPng } from '../../../src/lib/site/icons.ts';
import { webManifest } from '../../../src/lib/site/web-manifest.ts';

describe('icoFromPngs', () => {
  it('writes the header, one directory entry per image and the images after them', () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array([4, 5]);
    const ico = icoFromPngs([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([
      0, 1, 2,
    ]);
    // First entry: 16 × 16, 3 bytes at offset 6 + 2 × 16.
    expect([ico[6], ico[7], view.getUint32(14, true), view.getUint32(18, true)]).toEqual([
      16, 16, 3, 38,
    ]);
    // 256 is written as 0.
    expect([ico[22], ico[23], view.getUint32(30, true), view.getUint32(34, true)]).toEqual([
      0, 0, 2, 41,
    ]);
    expect([...ico.slice(38)]).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    [[]],
    [[{ size: 0, png: new Uint8Array(1) }]],
    [[{ size: 300, png: new Uint8Array(1) }]],
  ])('refuses %j', (images) => {
    expect(() => icoFromPngs(images)).toThrow();
  });
});

describe('the icons drawn from public/favicon.svg', () => {
  it('favicon.ico holds the mark at 16, 32 and 48 pixels', async () => {
    const ico = await faviconIco();
    const view = new DataView(ico.buffer);
    expect(view.getUint16(4, true)).toBe(3);
    const sizes = [0, 1, 2].map((index) => ico[6 + 16 * index]);
    expect(sizes).toEqual([16, 32, 48]);
    const offset = view.getUint32(6 + 16 * 2 + 12, true);
    const meta = await sharp(Buffer.from(ico.slice(offset))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 48, 48]);
  });

  it('home-screen icons are opaque at the size asked for', async () => {
    const png = await markPng(180, true);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([180, 180, false]);
  });
});

describe('webManifest', () => {
  it('names the site and lists its icons', () => {
    const manifest = webManifest(
      { name: 'Majlis Network', shortName: 'Majlis', description: ' A network. ', locale: 'en' },
      [192, 512],
    );
    expect(manifest).toMatchObject({
      name: 'Majlis Network',
      short_name: 'Majlis',
      description: 'A network.',
      start_url: '/',
      icons: [
        { src: '/icons/192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  });
});

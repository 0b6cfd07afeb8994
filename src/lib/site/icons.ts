import sharp from 'sharp';
import markSvg from '../../../public/favicon.svg?raw';
import { brandColors } from './brand-colors.ts';
import { icoFromPngs } from './ico.ts';

/** The sizes of /favicon.ico: tabs, taskbars and high-density tabs. */
export const FAVICON_SIZES = [16, 32, 48] as const;
/** The web manifest's icons (Android home screen and splash). */
export const MANIFEST_ICON_SIZES = [192, 512] as const;
/** What iOS asks for at /apple-touch-icon.png. */
export const APPLE_TOUCH_SIZE = 180;

/**
 * The logo mark of public/favicon.svg (the one drawing of it) at `size` pixels, as a PNG.
 * Home-screen icons are `opaque`: the rounded corners filled with the mark's green, since iOS
 * and Android round the corners themselves and paint transparency black.
 */
export function markPng(size: number, opaque: boolean): Promise<Buffer> {
  const image = sharp(Buffer.from(markSvg), { density: Math.max(72, (72 * size) / 32) }).resize(
    size,
    size,
  );
  return (opaque ? image.flatten({ background: brandColors.palm }) : image)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** /favicon.ico, for browsers and tools that ask for it whatever the page links. */
export async function faviconIco(): Promise<Uint8Array<ArrayBuffer>> {
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({ size, png: new Uint8Array(await markPng(size, false)) })),
  );
  return icoFromPngs(images);
}

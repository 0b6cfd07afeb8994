/** One image of an .ico file: a PNG of size × size pixels (at most 256). */
export interface IcoImage {
  size: number;
  png: Uint8Array;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * An .ico file holding PNG images, which every current browser reads: a 6-byte header, a
 * 16-byte directory entry per image, then the PNGs. Sizes of 256 are written as 0, as the format
 * requires.
 */
export function icoFromPngs(images: readonly IcoImage[]): Uint8Array<ArrayBuffer> {
  if (images.length === 0) throw new Error('An .ico needs at least one image');
  const total =
    HEADER_BYTES + ENTRY_BYTES * images.length + images.reduce((sum, i) => sum + i.png.length, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  images.forEach((image, index) => {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256) {
      throw new Error(`An .ico image is 1–256 pixels, not ${image.size}`);
    }
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    view.setUint8(entry, image.size % 256);
    view.setUint8(entry + 1, image.size % 256);
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(image.png, offset);
    offset += image.png.length;
  });
  return bytes;
}

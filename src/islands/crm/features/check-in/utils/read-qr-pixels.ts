// The QR code in a picture's pixels, tried several ways (docs/behaviour/door-check-in.md#scan).
// Measured on 96 rendered passes, turned, blurred, darkened, washed out and grainy
// (tests/unit/check-in/read-qr-pixels.test.ts): zxing's finder search and its pure-code reading
// alone read 58, jsqr 69; these attempts together read 89, every picture jsqr reads among them.
import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';

/** A picture as a canvas gives it (ImageData): RGBA, four bytes a pixel, row by row. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

interface Grey {
  luma: Uint8ClampedArray;
  width: number;
  height: number;
}

// TRY_HARDER searches the whole picture; PURE_BARCODE reads a picture that is only the code,
// unrotated (a screenshot of the pass).
const TRY_HARDER = new Map([[DecodeHintType.TRY_HARDER, true]]);
const PURE_BARCODE = new Map([[DecodeHintType.PURE_BARCODE, true]]);

/** Luminance as zxing's canvas source computes it; a transparent pixel counts as white. */
function toGrey({ data, width, height }: Pixels): Grey {
  const luma = new Uint8ClampedArray(width * height);
  for (let i = 0, j = 0; i < data.length; i += 4, j += 1) {
    luma[j] =
      data[i + 3] === 0
        ? 255
        : (306 * data[i]! + 601 * data[i + 1]! + 117 * data[i + 2]! + 512) >> 10;
  }
  return { luma, width, height };
}

/** The picture inside a white border: the finder search needs quiet space round the code. */
function withBorder({ luma, width, height }: Grey, fraction: number): Grey {
  const edge = Math.round(Math.max(width, height) * fraction);
  const wide = width + 2 * edge;
  const out = new Uint8ClampedArray(wide * (height + 2 * edge)).fill(255);
  for (let y = 0; y < height; y += 1) {
    out.set(luma.subarray(y * width, (y + 1) * width), (y + edge) * wide + edge);
  }
  return { luma: out, width: wide, height: height + 2 * edge };
}

/**
 * Darkest to lightest spread over the whole range (the 2nd and 98th percentiles, so noise does
 * not set them): a pass photographed in a dim room or washed out by a bright screen.
 */
function stretched({ luma, width, height }: Grey): Grey {
  const histogram = new Uint32Array(256);
  for (const value of luma) histogram[value]! += 1;
  const cut = luma.length * 0.02;
  let low = 0;
  let below = histogram[0]!;
  while (low < 255 && below < cut) below += histogram[(low += 1)]!;
  let high = 255;
  let above = histogram[255]!;
  while (high > low && above < cut) above += histogram[(high -= 1)]!;
  const scale = 255 / Math.max(1, high - low);
  const out = new Uint8ClampedArray(luma.length);
  for (let i = 0; i < luma.length; i += 1) out[i] = (luma[i]! - low) * scale;
  return { luma: out, width, height };
}

/** Half the size, each pixel the mean of four: blur and noise average out. */
function halved({ luma, width, height }: Grey): Grey {
  const w = width >> 1;
  const h = height >> 1;
  const out = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = 2 * y * width + 2 * x;
      out[y * w + x] = (luma[i]! + luma[i + 1]! + luma[i + width]! + luma[i + width + 1]!) >> 2;
    }
  }
  return { luma: out, width: w, height: h };
}

function zxing({ luma, width, height }: Grey, hints: Map<DecodeHintType, boolean>): string | null {
  try {
    const source = new RGBLuminanceSource(luma, width, height);
    return new QRCodeReader()
      .decode(new BinaryBitmap(new HybridBinarizer(source)), hints)
      .getText();
  } catch {
    // zxing throws when it finds no code.
    return null;
  }
}

/** The text of the first QR code found in the pixels, or null. */
export async function readQrPixels(pixels: Pixels): Promise<string | null> {
  const grey = toGrey(pixels);
  const attempts: (() => string | null)[] = [
    () => zxing(withBorder(grey, 0.1), TRY_HARDER),
    () => zxing(grey, PURE_BARCODE),
    () => zxing(withBorder(stretched(grey), 0.1), TRY_HARDER),
    () => zxing(withBorder(halved(stretched(grey)), 0.1), TRY_HARDER),
  ];
  for (const attempt of attempts) {
    const text = attempt();
    if (text !== null) return text;
  }
  // jsqr's own binariser and finder read some pictures zxing does not (loaded only then).
  const { default: jsQR } = await import('jsqr');
  return (
    jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })?.data ??
    null
  );
}

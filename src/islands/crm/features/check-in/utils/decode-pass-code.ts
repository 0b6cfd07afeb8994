// Reading a pass's QR code (docs/behaviour/door-check-in.md#scan): the browser's BarcodeDetector
// where it reads QR codes, @zxing/browser elsewhere (Chrome on desktop Linux and Windows, Firefox,
// Safari), from the camera; a photo is read by the detector, else by zxing and jsqr together.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats: string[] = await Detector.getSupportedFormats().catch(() => []);
  return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
}

/** A phone camera's photo is drawn at most this wide or high: enough for a pass, and quick. */
const LARGEST_EDGE = 2000;

/** The picture's pixels (drawn on a canvas: not a blob: URL, which the CSP need not allow). */
function pixelsOf(bitmap: ImageBitmap): ImageData {
  const scale = Math.min(1, LARGEST_EDGE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  // On white: a transparent screenshot's background would otherwise read as black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * The text of the QR code in a photo, or null when none is found: the browser's detector first,
 * then zxing and jsqr several ways (read-qr-pixels.ts), which read every picture jsqr reads.
 */
export async function decodePassImage(image: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(image);
  try {
    const native = await nativeDetector();
    const found = native && (await native.detect(bitmap).catch(() => []))[0]?.rawValue;
    if (found) return found;
    const { readQrPixels } = await import('./read-qr-pixels.ts');
    return await readQrPixels(pixelsOf(bitmap));
  } finally {
    bitmap.close();
  }
}

/**
 * Reads codes from the camera into a video element until `onCode` is called with one; resolves
 * with a function that stops the camera.
 */
export async function scanWithCamera(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<() => void> {
  const native = await nativeDetector();
  if (!native) {
    const { BrowserQRCodeReader } = await import('@zxing/browser');
    // A frame every 150 ms, as the detector below, instead of zxing's 500 ms.
    const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
    const controls = await reader.decodeFromConstraints(
      { video: { facingMode: 'environment' } },
      video,
      (result) => {
        if (result) onCode(result.getText());
      },
    );
    return () => controls.stop();
  }
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
  });
  video.srcObject = stream;
  await video.play();
  let running = true;
  const look = async () => {
    if (!running) return;
    const [code] = await native.detect(video).catch((): DetectedBarcode[] => []);
    if (code && running) onCode(code.rawValue);
    else window.setTimeout(() => void look(), 150);
  };
  void look();
  return () => {
    running = false;
    stream.getTracks().forEach((track) => track.stop());
  };
}

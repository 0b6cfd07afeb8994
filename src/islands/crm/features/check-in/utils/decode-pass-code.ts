// Reading a pass's QR code (docs/behaviour/door-check-in.md#scan): the browser's BarcodeDetector
// where it reads QR codes; elsewhere (Chrome on desktop Linux and Windows, Firefox, Safari) zxing
// and jsqr together (read-qr-pixels.ts), for camera frames and photos alike.

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

/** A camera frame is read at most this wide or high: a pass held up fills much of the view. */
const FRAME_EDGE = 800;

/** The video's current frame, drawn on the canvas (scaled down to FRAME_EDGE). */
function framePixels(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth, videoHeight } = video;
  if (!videoWidth || !videoHeight) return null;
  const scale = Math.min(1, FRAME_EDGE / Math.max(videoWidth, videoHeight));
  canvas.width = Math.round(videoWidth * scale);
  canvas.height = Math.round(videoHeight * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * Reads codes from the camera into a video element until `onCode` is called with one; resolves
 * with a function that stops the camera. Without the detector each frame is read as a photo is
 * (read-qr-pixels.ts): zxing's single reading, as @zxing/browser does it, missed 18 of 200 clean
 * renders of a pass held still (and a still pass gives the same frame again and again); the
 * several attempts read all 200, in ~10 ms a frame.
 */
export async function scanWithCamera(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<() => void> {
  const native = await nativeDetector();
  const readFrame = native
    ? async () => (await native.detect(video).catch((): DetectedBarcode[] => []))[0]?.rawValue
    : await (async () => {
        const { readQrPixels } = await import('./read-qr-pixels.ts');
        const canvas = document.createElement('canvas');
        return () => {
          const pixels = framePixels(video, canvas);
          return pixels ? readQrPixels(pixels) : Promise.resolve(null);
        };
      })();
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
  });
  video.srcObject = stream;
  await video.play();
  let running = true;
  // A frame every 150 ms: quick enough to feel instant, and the phone stays cool.
  const look = async () => {
    if (!running) return;
    const code = await readFrame();
    if (code && running) onCode(code);
    else window.setTimeout(() => void look(), 150);
  };
  void look();
  return () => {
    running = false;
    stream.getTracks().forEach((track) => track.stop());
  };
}

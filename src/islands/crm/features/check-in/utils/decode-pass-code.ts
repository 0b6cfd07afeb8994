// Reading a pass's QR code (docs/behaviour/door-check-in.md#scan): the browser's BarcodeDetector
// where it reads QR codes, @zxing/browser elsewhere (Chrome on desktop Linux and Windows, Firefox,
// Safari), from a camera frame or a photo.

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

/** The picture on a white canvas with a border (not a blob: URL, which the CSP need not allow). */
function onCanvas(bitmap: ImageBitmap, border: number): HTMLCanvasElement {
  const { width, height } = bitmap;
  const edge = Math.round(Math.max(width, height) * border);
  const canvas = document.createElement('canvas');
  canvas.width = width + 2 * edge;
  canvas.height = height + 2 * edge;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, edge, edge, width, height);
  return canvas;
}

// zxing's DecodeHintType values (not re-exported by @zxing/browser): TRY_HARDER searches the
// whole picture; PURE_BARCODE reads a picture that is only the code, unrotated.
const TRY_HARDER = new Map([[3, true]]);
const PURE_BARCODE = new Map([[1, true]]);

/** The text of the QR code in a photo, or null when none is found. */
export async function decodePassImage(image: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(image);
  try {
    const native = await nativeDetector();
    if (native) return (await native.detect(bitmap))[0]?.rawValue ?? null;
    const { BrowserQRCodeReader } = await import('@zxing/browser');
    // zxing's finder-pattern search misses about one rendered pass in eight (19 of 150
    // measured); a picture that is only the code (a screenshot of the pass) is then read as a
    // "pure" code, which reads every one. A photo goes through the search, inside a white border.
    const attempts = [
      { hints: TRY_HARDER, border: 0.1 },
      { hints: PURE_BARCODE, border: 0 },
    ];
    for (const { hints, border } of attempts) {
      try {
        return new BrowserQRCodeReader(hints).decodeFromCanvas(onCanvas(bitmap, border)).getText();
      } catch {
        // Not found this way; try the next.
      }
    }
    return null;
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
    const controls = await new BrowserQRCodeReader().decodeFromConstraints(
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

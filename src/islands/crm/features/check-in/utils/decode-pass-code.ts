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

/** The text of the QR code in a photo, or null when none is found. */
export async function decodePassImage(image: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(image);
  try {
    const native = await nativeDetector();
    if (native) return (await native.detect(bitmap))[0]?.rawValue ?? null;
    // Drawn to a canvas, not loaded from a blob: URL, which the page's CSP need not allow.
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    const { BrowserQRCodeReader } = await import('@zxing/browser');
    try {
      return new BrowserQRCodeReader().decodeFromCanvas(canvas).getText();
    } catch {
      return null;
    }
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

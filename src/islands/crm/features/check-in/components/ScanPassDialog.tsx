import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { decodePassImage, scanWithCamera } from '../utils/decode-pass-code.ts';
import { labels } from '~/lib/crm/labels.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** A code was read; the screen looks up its guest. */
  onCode: (text: string) => void;
}

/**
 * The camera, reading a pass's QR code; or a photo of the pass (a camera the browser will not
 * share, or a screenshot a guest sends).
 */
export function ScanPassDialog({ open, onClose, onCode }: Props) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const handled = useEffectEvent(onCode);

  useEffect(() => {
    if (!open || !video.current) return;
    setProblem(null);
    let stop = () => {};
    let active = true;
    // One code per opening: the camera keeps reading until the dialog has closed.
    let read = false;
    scanWithCamera(video.current, (text) => {
      if (read) return;
      read = true;
      handled(text);
    })
      .then((stopCamera) => {
        if (active) stop = stopCamera;
        else stopCamera();
      })
      .catch(() => {
        if (active) setProblem(labels.checkIn.theCameraIsNotAvailable);
      });
    return () => {
      active = false;
      stop();
    };
  }, [open]);

  const readPhoto = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const text = await decodePassImage(file).catch(() => null);
    if (text) onCode(text);
    else setProblem(labels.checkIn.noPassCodeWasFound);
  };

  return (
    <Dialog
      closeLabel={labels.common.close}
      open={open}
      onClose={onClose}
      title={labels.checkIn.scanAPass}
      size="sm"
    >
      <div className="space-y-4">
        <video
          ref={video}
          muted
          playsInline
          aria-label={labels.checkIn.cameraView}
          className="aspect-square w-full rounded-2xl bg-palm-900 object-cover"
        />
        {problem && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        )}
        <div>
          <label htmlFor={`${id}-photo`} className="btn-secondary block px-4 py-3 text-center">
            {labels.checkIn.useAPhotoOfThe}
          </label>
          <input
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => void readPhoto(event.target.files?.[0])}
          />
        </div>
      </div>
    </Dialog>
  );
}

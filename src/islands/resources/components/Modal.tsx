import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DialogCloseButton } from '~/islands/shared/ui/DialogCloseButton.tsx';

interface ModalProps {
  /** The dialog's heading; it also labels the dialog. */
  title: string;
  /** Called once the dialog has closed (close button, Escape or a click on the backdrop). */
  onClose: () => void;
  /** The control that opened the dialog; it gets focus back on close (Safari never focuses a clicked button). */
  returnFocusTo: HTMLElement;
  children: ReactNode;
}

/**
 * A native modal <dialog>, open while mounted. showModal() makes the page behind inert and closes
 * on Escape; focus starts on the close button and returns to the control that opened the dialog.
 */
export function Modal({ title, onClose, returnFocusTo, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    closeRef.current?.focus();
  }, []);

  const handleClose = () => {
    onClose();
    if (returnFocusTo.isConnected) returnFocusTo.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={handleClose}
      // The dialog box fills the element; a click on the element itself is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60"
    >
      <div className="max-h-[80vh] overflow-y-auto p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-subheading text-palm-900">
            {title}
          </h2>
          <DialogCloseButton ref={closeRef} onClick={() => dialogRef.current?.close()} />
        </div>
        <div className="mt-4 space-y-4 leading-relaxed">{children}</div>
      </div>
    </dialog>
  );
}

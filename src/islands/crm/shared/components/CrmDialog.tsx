import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DialogCloseButton } from '~/islands/shared/ui/DialogCloseButton.tsx';

interface CrmDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Below the title, e.g. the contact's company. */
  subtitle?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Escape and the close button do nothing while this is true (a save in flight). */
  busy?: boolean;
  role?: 'dialog' | 'alertdialog';
}

const WIDTH = {
  sm: 'w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(36rem,calc(100vw-2rem))]',
  lg: 'w-[min(52rem,calc(100vw-2rem))]',
};

/** A native modal <dialog>: focus is trapped and Escape closes it, as every CRM dialog needs. */
export function CrmDialog({
  open,
  title,
  onClose,
  children,
  subtitle,
  size = 'md',
  busy = false,
  role = 'dialog',
}: CrmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      // A nested dialog's close and cancel reach this one through React's tree: only its own count.
      onClose={(event) => {
        if (event.target === event.currentTarget && open) onClose();
      }}
      onCancel={(event) => {
        if (event.target === event.currentTarget && busy) event.preventDefault();
      }}
      className={`m-auto max-h-[90dvh] ${WIDTH[size]} overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60`}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h2 id={titleId} className="text-xl font-semibold text-palm-900">
                {title}
              </h2>
              {subtitle && <div className="mt-1 text-sm text-muted">{subtitle}</div>}
            </div>
            <DialogCloseButton onClick={() => ref.current?.close()} disabled={busy} />
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { DialogCloseButton } from './DialogCloseButton.tsx';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called once the dialog has closed by itself: close button, Escape, or a backdrop click. */
  onClose: () => void;
  children: ReactNode;
  /** Under the title (a contact's company, "Step 1 of 2"); it also describes the dialog. */
  subtitle?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Escape, the close button and the backdrop do nothing while this is true (a save in flight). */
  busy?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** A click on the backdrop closes the dialog (reading dialogs; never a form). */
  closeOnBackdrop?: boolean;
  /** Where focus returns on close; by default the element that had it when the dialog opened. */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** The heading's style: the staff app's, or the public site's. */
  tone?: 'app' | 'site';
  /** Keep the content mounted while closed (the join form keeps what was typed). */
  keepMounted?: boolean;
  /** The close button's name when the dialog is not English (the join modal on Arabic pages). */
  closeLabel?: string;
}

const WIDTH = {
  sm: 'w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(36rem,calc(100vw-2rem))]',
  lg: 'w-[min(52rem,calc(100vw-2rem))]',
};

const HEADING = {
  app: 'text-xl font-semibold text-palm-900',
  site: 'text-subheading text-palm-900',
};

/** Open dialogs, so the page scrolls again only when the last one closes. */
let scrollLocks = 0;

function lockScroll(): () => void {
  scrollLocks += 1;
  document.documentElement.style.overflow = 'hidden';
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.documentElement.style.overflow = '';
  };
}

/**
 * The one modal dialog of every island, on the native <dialog>: showModal() traps focus and makes
 * the page behind inert, Escape closes it (unless busy), the page behind does not scroll, and focus
 * returns to where it was (or to `returnFocusTo`) when it closes.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  subtitle,
  size = 'md',
  busy = false,
  role = 'dialog',
  closeOnBackdrop = false,
  returnFocusTo,
  tone = 'app',
  keepMounted = false,
  closeLabel,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const subtitleId = useId();
  // Read by the close handler and on close; kept current after each render.
  const openRef = useRef(open);
  const returnFocusRef = useRef(returnFocusTo);
  useLayoutEffect(() => {
    openRef.current = open;
    returnFocusRef.current = returnFocusTo;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      const target = returnFocusRef.current?.() ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      // A nested dialog's close and cancel reach this one through React's tree: only its own count.
      onClose={(event) => {
        if (event.target === event.currentTarget && openRef.current) onClose();
      }}
      // Escape closes through the island's state, as the close button does, not natively first:
      // the browser would return focus to the opener before the island knew, and a key pressed
      // on it at once would open what the late close event then shut.
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        if (!busy) onClose();
      }}
      // The dialog box fills the element; a click on the element itself is on the backdrop.
      onClick={(event) => {
        if (closeOnBackdrop && !busy && event.target === event.currentTarget) {
          event.currentTarget.close();
        }
      }}
      className={`m-auto max-h-[90dvh] ${WIDTH[size]} overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60`}
    >
      {(open || keepMounted) && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h2 id={titleId} className={HEADING[tone]}>
                {title}
              </h2>
              {subtitle && (
                <div id={subtitleId} className="mt-1 text-sm text-muted">
                  {subtitle}
                </div>
              )}
            </div>
            <DialogCloseButton
              onClick={() => ref.current?.close()}
              disabled={busy}
              {...(closeLabel !== undefined && { label: closeLabel })}
            />
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

import type { ReactNode } from 'react';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { labels } from '~/lib/crm/labels.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  destructive?: boolean;
  busy?: boolean;
}

/** A yes/no question ('Incomplete Checklist Items', 'Are you sure?'): Cancel is focused first. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      closeLabel={labels.common.close}
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      busy={busy}
      role="alertdialog"
    >
      <div className="space-y-3 text-sm">{children}</div>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          className="btn-secondary px-4 py-2"
          onClick={onCancel}
          autoFocus
          disabled={busy}
        >
          {labels.common.cancel}
        </button>
        <button
          type="button"
          className={`btn-primary px-4 py-2 ${destructive ? 'bg-red-700 hover:bg-red-800' : ''}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

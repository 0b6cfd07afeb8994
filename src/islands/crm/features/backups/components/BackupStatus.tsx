import { useId, useState } from 'react';
import { backupNotice } from '~/lib/crm/backups/backup-notice.ts';
import { labels } from '~/lib/crm/labels.ts';
import { useBackupHealth } from '../hooks/useBackupHealth.ts';

/**
 * The header's word on the server's backups (docs/behaviour/staff-app.md#backups): the newest
 * one's age where there is room, and on every screen a warning when it is older than two days or
 * the last attempt failed. The button shows the details below it.
 */
export function BackupStatus() {
  const { health, readAt } = useBackupHealth();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const notice = readAt ? backupNotice(health, readAt) : null;
  if (!notice) return null;
  const warning = notice.tone === 'warning';
  return (
    <div className={`relative ${warning ? '' : 'hidden md:block'}`} data-testid="backup-status">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        className={
          warning
            ? 'rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold whitespace-nowrap text-orange-900 hover:bg-orange-200'
            : 'text-sm whitespace-nowrap text-muted hover:text-ink hover:underline'
        }
      >
        {warning && <span aria-hidden="true">⚠ </span>}
        {notice.summary}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={labels.backups.details}
          className="absolute end-0 z-20 mt-2 w-80 max-w-[90vw] space-y-2 rounded-xl border border-sand-200 bg-white p-4 text-sm text-ink shadow-lg"
        >
          {notice.details.length ? (
            notice.details.map((line) => <p key={line}>{line}</p>)
          ) : (
            <p>{notice.summary}</p>
          )}
        </div>
      )}
    </div>
  );
}

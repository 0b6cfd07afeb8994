import { useEffect, useState } from 'react';
import type { BackupHealth } from '~/lib/crm/backups/backup-notice.ts';
import { readBackupHealth } from '../api/read-backup-health.ts';

/** Read again this often while the staff app is open: backups are daily, ages move slowly. */
const REREAD_MS = 10 * 60_000;

/**
 * The backup status for the header, read on opening and every ten minutes. A failed read keeps
 * the last answer and says nothing: the header is not the place for an error about a notice.
 */
export function useBackupHealth(): { health: BackupHealth | null; readAt: Date | null } {
  const [state, setState] = useState<{ health: BackupHealth | null; readAt: Date | null }>({
    health: null,
    readAt: null,
  });
  useEffect(() => {
    let alive = true;
    const read = () =>
      readBackupHealth().then(
        (health) => {
          if (alive) setState({ health, readAt: new Date() });
        },
        () => undefined,
      );
    void read();
    const timer = setInterval(() => void read(), REREAD_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return state;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { coalescedRun } from '~/lib/crm/coalesced-run.ts';
import { errorMessage } from '../../../api/client.ts';

/** At most two re-reads a second however many mails go, as the Overview does. */
const REREAD_INTERVAL_MS = 500;

export type ReadStatus = 'loading' | 'error' | 'ready';

/**
 * Reads once, then again (quietly, coalesced) whenever `follow` reports a change, so what is shown
 * follows the database live (docs/architecture.md#live-changes). An answer overtaken by a newer
 * read is dropped; a quiet read that fails keeps what is shown.
 */
export function useLiveRead<T>(
  read: () => Promise<T>,
  follow: (changed: () => void) => Promise<() => void>,
  errorTitle: string,
) {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [status, setStatus] = useState<ReadStatus>('loading');
  const reads = useRef(0);

  const load = useCallback(
    async (quiet: boolean) => {
      const ticket = (reads.current += 1);
      if (!quiet) setStatus('loading');
      try {
        const next = await read();
        if (ticket !== reads.current) return;
        setValue(next);
        setStatus('ready');
      } catch (error) {
        if (ticket !== reads.current) return;
        if (quiet) {
          console.error(error);
          return;
        }
        notifyError(errorTitle, errorMessage(error));
        setStatus('error');
      }
    },
    [read, errorTitle],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  useEffect(() => {
    const run = coalescedRun(() => load(true), REREAD_INTERVAL_MS);
    let stop: (() => void) | null = null;
    let stopped = false;
    void follow(() => run.trigger()).then((unfollow) => {
      if (stopped) unfollow();
      else stop = unfollow;
    });
    return () => {
      stopped = true;
      stop?.();
      run.dispose();
    };
  }, [follow, load]);

  return { value, status, reload: useCallback(() => load(false), [load]) };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { errorMessage } from '../../../api/client.ts';

export type LoadStatus = 'loading' | 'error' | 'ready';

/**
 * Reads once on mount and on reload(); a read overtaken by a newer one is dropped. A reload keeps
 * what is shown while it runs (no flash of "Loading…").
 */
export function useLoaded<T>(read: () => Promise<T>, initial: T, errorTitle: string) {
  const [value, setValue] = useState<T>(initial);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const reads = useRef(0);

  const reload = useCallback(async () => {
    const ticket = (reads.current += 1);
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    try {
      const loaded = await read();
      if (ticket !== reads.current) return;
      setValue(loaded);
      setStatus('ready');
    } catch (error) {
      if (ticket !== reads.current) return;
      notifyError(errorTitle, errorMessage(error));
      setStatus('error');
    }
  }, [read, errorTitle]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { value, status, reload };
}

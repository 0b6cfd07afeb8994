import { useCallback, useEffect, useRef, useState } from 'react';
import type { MyConsentRecord } from '~/lib/account/my-consents.ts';
import { listMyConsents } from '../api/list-my-consents.ts';

export type MyConsentsState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; records: MyConsentRecord[] };

/** The member's consents, read on mount; `reload` after a change, `retry` after a failure. */
export function useMyConsents() {
  const [state, setState] = useState<MyConsentsState>({ kind: 'loading' });
  const reads = useRef(0);
  const read = useCallback(() => {
    const ticket = (reads.current += 1);
    return listMyConsents().then(
      (records) => {
        if (ticket === reads.current) setState({ kind: 'ready', records });
      },
      () => {
        if (ticket === reads.current) setState({ kind: 'error' });
      },
    );
  }, []);
  useEffect(() => void read(), [read]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    void read();
  }, [read]);
  return { state, reload: read, retry };
}

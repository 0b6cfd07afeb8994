import { useCallback, useEffect, useRef, useState } from 'react';
import type { HeldTables } from '~/lib/account/held-data.ts';
import { readMyData } from '../api/read-my-data.ts';

export type MyDataState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'unproven' }
  | { kind: 'ready'; tables: HeldTables };

/**
 * What is held under the member's address, read once on mount; `reload` reads it again after a
 * change (kept on screen meanwhile), `retry` after a failure.
 */
export function useMyData() {
  const [state, setState] = useState<MyDataState>({ kind: 'loading' });
  const reads = useRef(0);
  const read = useCallback(() => {
    const ticket = (reads.current += 1);
    readMyData().then(
      (read) =>
        ticket === reads.current &&
        setState(read.proven ? { kind: 'ready', tables: read.tables } : { kind: 'unproven' }),
      () => ticket === reads.current && setState({ kind: 'error' }),
    );
  }, []);
  useEffect(read, [read]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    read();
  }, [read]);
  return { state, reload: read, retry };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { MyInvitation } from '~/lib/account/my-invitations.ts';
import { listMyInvitations } from '../api/list-my-invitations.ts';

export type MyInvitationsState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'unproven' }
  | { kind: 'ready'; rows: MyInvitation[] };

/** The member's invitations, read once on mount; `retry` reads them again after a failure. */
export function useMyInvitations() {
  const [state, setState] = useState<MyInvitationsState>({ kind: 'loading' });
  const reads = useRef(0);
  const read = useCallback(() => {
    const ticket = (reads.current += 1);
    listMyInvitations().then(
      (read) =>
        ticket === reads.current &&
        setState(read.proven ? { kind: 'ready', rows: read.rows } : { kind: 'unproven' }),
      () => ticket === reads.current && setState({ kind: 'error' }),
    );
  }, []);
  useEffect(read, [read]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    read();
  }, [read]);
  return { state, retry };
}

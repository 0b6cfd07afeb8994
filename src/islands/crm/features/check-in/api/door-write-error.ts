import { labels } from '~/lib/crm/labels.ts';
/**
 * Why a door write failed: `network` when the server never answered (offline, or the server down
 * or busy), so the write stays queued and goes again; `refused` when it answered no (a declined
 * guest, staff access withdrawn), which sending again would not change.
 */
export class DoorWriteError extends Error {
  readonly kind: 'network' | 'refused';

  constructor(kind: 'network' | 'refused', cause: unknown) {
    super(
      kind === 'network'
        ? labels.checkIn.theServerCouldNotBe
        : labels.checkIn.theServerRefusedTheWrite,
      {
        cause,
      },
    );
    this.kind = kind;
  }
}

/** supabase-js answers status 0 when fetch failed; 401 (an expired token) and 5xx pass too. */
export function doorWriteError(status: number, error: unknown): DoorWriteError {
  const retry = status === 0 || status === 401 || status === 408 || status >= 500;
  return new DoorWriteError(retry ? 'network' : 'refused', error);
}

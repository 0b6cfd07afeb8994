// The door phone's queue of writes (docs/behaviour/door-check-in.md#offline): every check-in and
// walk-in waits here until the server has answered it, so a dropped network loses nothing; the
// server's RPCs are idempotent, so sending an item twice doubles nothing. Pure: the hook keeps
// the queue in localStorage and sends it.

export interface QueuedCheckIn {
  kind: 'check-in';
  invitationId: string;
  /** When the tap happened, on the phone's clock (shown until the server's time arrives). */
  tappedAt: string;
}

export interface QueuedWalkIn {
  kind: 'walk-in';
  email: string;
  guestName: string;
  company: string;
  tappedAt: string;
}

export type QueuedWrite = QueuedCheckIn | QueuedWalkIn;

/** What identifies a write: one check-in per invitation, one walk-in per e-mail. */
export function queueKey(item: QueuedWrite): string {
  return item.kind === 'check-in'
    ? `check-in:${item.invitationId}`
    : `walk-in:${item.email.trim().toLowerCase()}`;
}

/** The queue with an item added; a second tap on the same guest keeps the first (and its time). */
export function enqueue(queue: readonly QueuedWrite[], item: QueuedWrite): QueuedWrite[] {
  const key = queueKey(item);
  return queue.some((queued) => queueKey(queued) === key) ? [...queue] : [...queue, item];
}

/** The queue without the item of this key: the server answered it, or staff undid it unsent. */
export function dequeue(queue: readonly QueuedWrite[], key: string): QueuedWrite[] {
  return queue.filter((queued) => queueKey(queued) !== key);
}

/**
 * The write to send next: the latest tap not already on its way. The guest in front of the phone
 * goes before what queued while it had no signal (those guests are already inside, shown as
 * waiting to send); the server's time of each check-in is its own either way.
 */
export function nextToSend(
  queue: readonly QueuedWrite[],
  onTheirWay: ReadonlySet<string>,
): QueuedWrite | undefined {
  for (let i = queue.length - 1; i >= 0; i -= 1) {
    if (!onTheirWay.has(queueKey(queue[i]!))) return queue[i];
  }
  return undefined;
}

/** Whether a stored value is a queue item (what another version of the page left may not be). */
function isQueuedWrite(value: unknown): value is QueuedWrite {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  if (typeof item['tappedAt'] !== 'string') return false;
  if (item['kind'] === 'check-in') return typeof item['invitationId'] === 'string';
  return (
    item['kind'] === 'walk-in' &&
    typeof item['email'] === 'string' &&
    typeof item['guestName'] === 'string' &&
    typeof item['company'] === 'string'
  );
}

/** A stored queue read back: unreadable items are dropped, duplicates merged. */
export function parseQueue(stored: string | null): QueuedWrite[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isQueuedWrite).reduce<QueuedWrite[]>(enqueue, []);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  dequeue,
  enqueue,
  nextToSend,
  queueKey,
  type QueuedWrite,
} from '~/lib/check-in/door-queue.ts';
import { checkInGuest } from '../api/check-in-guest.ts';
import { checkInWalkIn } from '../api/check-in-walk-in.ts';
import { DoorWriteError } from '../api/door-write-error.ts';
import { deviceName, readQueue, storeQueue } from '../utils/door-storage.ts';

const RETRY_MS = 4_000;
/**
 * Writes on their way at once. One at a time, 20 check-ins queued in a basement took 5.2 s to
 * send once the signal was back, and a guest tapped meanwhile waited behind them (4 s); the
 * server answers each check-in on its own, so several can go together.
 */
const SENDING_AT_ONCE = 4;

export interface DoorAnswer {
  item: QueuedWrite;
  invitationId: string;
  checkedInAt: string;
}

interface Options {
  eventSlug: string;
  onAnswered: (answer: DoorAnswer) => void;
  onRefused: (item: QueuedWrite, error: unknown) => void;
}

/**
 * Every check-in and walk-in goes through this queue (docs/behaviour/door-check-in.md#offline):
 * kept in localStorage, sent a few at a time with the latest tap first (the guest in front of the
 * phone), each item removed only once the server has answered it. A network failure stops the
 * round and marks the phone offline; the queue goes again when the browser says it is online,
 * and every few seconds while something waits.
 */
export function useDoorQueue({ eventSlug, onAnswered, onRefused }: Options) {
  const [queue, setQueue] = useState<QueuedWrite[]>(() => readQueue(eventSlug));
  const [offline, setOffline] = useState(() => !navigator.onLine);
  const current = useRef(queue);
  const sending = useRef<Promise<void> | null>(null);
  const inFlight = useRef(new Set<string>());
  const handlers = useRef({ onAnswered, onRefused });
  useEffect(() => {
    handlers.current = { onAnswered, onRefused };
  }, [onAnswered, onRefused]);

  const save = useCallback(
    (next: QueuedWrite[]) => {
      current.current = next;
      storeQueue(eventSlug, next);
      setQueue(next);
    },
    [eventSlug],
  );

  const sendOne = useCallback(
    async (item: QueuedWrite): Promise<DoorAnswer> => {
      const device = deviceName();
      if (item.kind === 'check-in') {
        const checkedInAt = await checkInGuest(item.invitationId, device);
        return { item, invitationId: item.invitationId, checkedInAt };
      }
      const answer = await checkInWalkIn({ ...item, eventSlug, device });
      return { item, ...answer };
    },
    [eventSlug],
  );

  const flush = useCallback((): Promise<void> => {
    if (sending.current) return sending.current;
    let stopped = false;
    // One sender: takes the latest tap not yet on its way until none is left or the network fails.
    const sender = async () => {
      for (;;) {
        const item = nextToSend(current.current, inFlight.current);
        if (!item || stopped) return;
        const key = queueKey(item);
        inFlight.current.add(key);
        try {
          const answer = await sendOne(item);
          save(dequeue(current.current, key));
          setOffline(false);
          handlers.current.onAnswered(answer);
        } catch (error) {
          if (error instanceof DoorWriteError && error.kind === 'network') {
            setOffline(true);
            stopped = true;
            return;
          }
          save(dequeue(current.current, key));
          handlers.current.onRefused(item, error);
        } finally {
          inFlight.current.delete(key);
        }
      }
    };
    const round = Promise.all(Array.from({ length: SENDING_AT_ONCE }, sender))
      .then(() => undefined)
      .finally(() => {
        sending.current = null;
      });
    sending.current = round;
    return round;
  }, [save, sendOne]);

  const add = useCallback(
    (item: QueuedWrite) => {
      save(enqueue(current.current, item));
      void flush();
    },
    [flush, save],
  );

  /**
   * Takes back a write not yet sent (undo while offline); false when it has gone or is on its
   * way, after which `settled` resolves once the round in flight has ended.
   */
  const takeBack = useCallback(
    (key: string): boolean => {
      if (inFlight.current.has(key) || !current.current.some((item) => queueKey(item) === key))
        return false;
      save(dequeue(current.current, key));
      return true;
    },
    [save],
  );

  const settled = useCallback(() => sending.current ?? Promise.resolve(), []);

  useEffect(() => {
    const goOnline = () => {
      setOffline(false);
      void flush();
    };
    const goOffline = () => setOffline(true);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    void flush();
    const timer = window.setInterval(() => {
      if (current.current.length > 0 && navigator.onLine) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(timer);
    };
  }, [flush]);

  return { queue, offline, add, takeBack, settled };
}

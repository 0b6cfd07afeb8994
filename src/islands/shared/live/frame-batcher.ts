// Collects items pushed at any rate and hands them over together at most once per frame, so a
// burst of a thousand live changes costs a handful of renders instead of a thousand.

export interface FrameBatcher<T> {
  push(item: T): void;
  /** Hands over what is waiting now, without waiting for the frame. */
  flush(): void;
  /** Drops what is waiting and stops. */
  cancel(): void;
}

/** How long a hidden tab waits between batches: it draws no frames, so there is no frame to wait for. */
const HIDDEN_TAB_DELAY_MS = 250;

type Schedule = (run: () => void) => () => void;

/** The next animation frame, or a short timer in a hidden tab (browsers pause frames there). */
export const nextFrame: Schedule = (run) => {
  if (
    typeof document !== 'undefined' &&
    !document.hidden &&
    typeof requestAnimationFrame === 'function'
  ) {
    const frame = requestAnimationFrame(run);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(run, HIDDEN_TAB_DELAY_MS);
  return () => clearTimeout(timer);
};

export function createFrameBatcher<T>(
  deliver: (items: T[]) => void,
  schedule: Schedule = nextFrame,
): FrameBatcher<T> {
  let waiting: T[] = [];
  let cancelScheduled: (() => void) | null = null;

  function flush() {
    cancelScheduled?.();
    cancelScheduled = null;
    if (waiting.length === 0) return;
    const items = waiting;
    waiting = [];
    deliver(items);
  }

  return {
    push(item) {
      waiting.push(item);
      cancelScheduled ??= schedule(flush);
    },
    flush,
    cancel() {
      cancelScheduled?.();
      cancelScheduled = null;
      waiting = [];
    },
  };
}

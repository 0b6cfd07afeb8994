// Live changes to the All table re-read its page (docs/behaviour/staff-app.md#the-all-table): a
// burst of changes must not become a burst of reads. This runs a task at most once at a time and
// at most once per interval, and a trigger while it waits or runs is folded into one more run.

export interface CoalescedRun {
  trigger(): void;
  dispose(): void;
}

export function coalescedRun(
  task: () => Promise<unknown>,
  intervalMs: number,
  clock: { now(): number } = Date,
): CoalescedRun {
  let running = false;
  let pending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastStart = -Infinity;
  let disposed = false;

  const start = () => {
    timer = undefined;
    if (disposed) return;
    pending = false;
    running = true;
    lastStart = clock.now();
    void task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (pending) schedule();
      });
  };

  function schedule() {
    if (disposed || running || timer !== undefined) {
      pending = true;
      return;
    }
    const wait = lastStart + intervalMs - clock.now();
    if (wait <= 0) start();
    else timer = setTimeout(start, wait);
  }

  return {
    trigger: schedule,
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}

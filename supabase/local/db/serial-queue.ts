import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Runs tasks one at a time, in arrival order. PGlite is a single connection: without this,
 * two requests' statements would interleave inside one transaction.
 *
 * Each task starts after a turn of the event loop (setImmediate), not in the microtask of the
 * previous one's end: the job runner's workers keep the queue full, and chained in microtasks the
 * process never read its sockets, so a staff request arriving during a campaign's drain waited
 * for the whole drain (bench:campaign: one read 308 s). Now an arriving request is read and takes
 * its place in the line behind the few tasks already waiting.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();
  readonly #inside = new AsyncLocalStorage<true>();
  #waiting = 0;
  #lastDone = 0;

  /** How long no task has been waiting or running (0 while one is), in milliseconds. */
  quietFor(now = performance.now()): number {
    return this.#waiting > 0 ? 0 : now - this.#lastDone;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#inside.getStore()) {
      // Waiting for ourselves would hang forever; fail loudly instead.
      return Promise.reject(
        new Error(
          'Database call made inside a running transaction: use the tx passed to the callback.',
        ),
      );
    }
    this.#waiting += 1;
    const result = this.#tail
      .then(() => new Promise<void>((resolve) => this.#inside.exit(() => setImmediate(resolve))))
      .then(() => this.#inside.run(true, task))
      .finally(() => {
        this.#waiting -= 1;
        this.#lastDone = performance.now();
      });
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Calls fn later, outside any running task, so it may use the database itself (e.g. a NOTIFY handler). */
  detached(fn: () => void): void {
    this.#inside.exit(() => setImmediate(fn));
  }
}

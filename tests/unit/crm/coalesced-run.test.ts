import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedRun } from '../../../src/lib/crm/coalesced-run.ts';

describe('coalescedRun', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A task that records when it starts and finishes after `takes` ms. */
  function recorder(takes: number) {
    const starts: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const task = async () => {
      starts.push(Date.now());
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, takes));
      inFlight -= 1;
    };
    return { task, starts, maxInFlight: () => maxInFlight };
  }

  it('runs at once, then folds a burst into one more run after the interval', async () => {
    const t0 = Date.now();
    const { task, starts } = recorder(50);
    const run = coalescedRun(task, 500);
    for (let i = 0; i < 1000; i += 1) run.trigger();
    await vi.advanceTimersByTimeAsync(2000);
    expect(starts.map((s) => s - t0)).toEqual([0, 500]);
  });

  it('never has two runs in flight, and at most two a second, under a steady stream', async () => {
    const { task, starts, maxInFlight } = recorder(700);
    const run = coalescedRun(task, 500);
    for (let ms = 0; ms < 5000; ms += 10) {
      run.trigger();
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(2000);
    expect(maxInFlight()).toBe(1);
    for (let i = 1; i < starts.length; i += 1) {
      expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(500);
    }
    expect(starts.length).toBeGreaterThanOrEqual(6);
  });

  it('runs again after a failed run, and never after dispose', async () => {
    let calls = 0;
    const run = coalescedRun(async () => {
      calls += 1;
      throw new Error('offline');
    }, 100);
    run.trigger();
    await vi.advanceTimersByTimeAsync(0);
    run.trigger();
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toBe(2);
    run.trigger(); // the interval has passed: runs at once
    run.trigger(); // waits for the interval, then is dropped by dispose
    run.dispose();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { createFrameBatcher } from '../../../src/islands/shared/live/frame-batcher.ts';

/** A scheduler the test advances by hand: one "frame" per call of runFrame. */
function manualFrames() {
  let pending: (() => void) | null = null;
  let scheduled = 0;
  return {
    schedule(run: () => void) {
      scheduled += 1;
      pending = run;
      return () => {
        pending = null;
      };
    },
    runFrame() {
      const run = pending;
      pending = null;
      run?.();
    },
    get scheduled() {
      return scheduled;
    },
  };
}

describe('createFrameBatcher', () => {
  it('hands over a burst of 1,000 items in one delivery per frame', () => {
    const frames = manualFrames();
    const deliveries: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => deliveries.push(items), frames.schedule);
    for (let i = 0; i < 1_000; i += 1) batcher.push(i);
    expect(deliveries).toHaveLength(0);
    expect(frames.scheduled).toBe(1);
    frames.runFrame();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toHaveLength(1_000);
    batcher.push(1_000);
    frames.runFrame();
    expect(deliveries.map((d) => d.length)).toEqual([1_000, 1]);
  });

  it('delivers nothing for an empty frame, and nothing after cancel', () => {
    const frames = manualFrames();
    const deliveries: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => deliveries.push(items), frames.schedule);
    batcher.flush();
    batcher.push(1);
    batcher.cancel();
    frames.runFrame();
    expect(deliveries).toEqual([]);
  });

  it('flush hands over at once and the frame then finds nothing', () => {
    const frames = manualFrames();
    const deliveries: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => deliveries.push(items), frames.schedule);
    batcher.push(1);
    batcher.push(2);
    batcher.flush();
    frames.runFrame();
    expect(deliveries).toEqual([[1, 2]]);
  });
});

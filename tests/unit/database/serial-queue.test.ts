import { describe, expect, it } from 'vitest';
import { SerialQueue } from '../../../supabase/local/db/serial-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('SerialQueue', () => {
  it('runs tasks one at a time in arrival order, even when they await', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      queue.run(task('a')),
      queue.run(task('b')),
      queue.run(task('c')),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('keeps going after a task fails, and hands the failure to its caller', async () => {
    const queue = new SerialQueue();
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'after');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('after');
  });

  it('refuses a task queued from inside a running task instead of deadlocking', async () => {
    const queue = new SerialQueue();
    await expect(queue.run(() => queue.run(async () => 'inner'))).rejects.toThrow(
      /inside a running transaction/,
    );
  });

  it('runs detached callbacks outside the task, so they may queue work', async () => {
    const queue = new SerialQueue();
    let queued: Promise<string> | undefined;
    await queue.run(async () => {
      queue.detached(() => {
        queued = queue.run(async () => 'from detached');
      });
    });
    await expect.poll(() => queued).toBeDefined();
    await expect(queued).resolves.toBe('from detached');
  });

  it('says how long it has been quiet: 0 while a task waits or runs, then the time since the last', async () => {
    const queue = new SerialQueue();
    let release: (() => void) | undefined;
    const running = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(queue.quietFor()).toBe(0);
    await expect.poll(() => release).toBeDefined();
    expect(queue.quietFor()).toBe(0);
    release!();
    await running;
    const after = performance.now();
    expect(queue.quietFor(after + 300)).toBeGreaterThanOrEqual(300);
    expect(queue.quietFor(after + 300)).toBeLessThan(400);
  });
});

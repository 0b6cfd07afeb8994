// A stalled auth request ends the busy state instead of hanging the form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthTimeoutError, withTimeout } from '../../../src/lib/auth/with-timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('passes a prompt answer through', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 50)).resolves.toBe('ok');
  });

  it('passes a prompt failure through', async () => {
    await expect(withTimeout(Promise.reject(new Error('boom')), 50)).rejects.toThrow('boom');
  });

  it('gives up after the limit', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 1000);
    const outcome = expect(pending).rejects.toBeInstanceOf(AuthTimeoutError);
    await vi.advanceTimersByTimeAsync(999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});

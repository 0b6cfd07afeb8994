import { describe, expect, it } from 'vitest';
import { isPassWorkerAsset } from '../../../src/lib/invitations/pass-offline.ts';

describe('isPassWorkerAsset', () => {
  it.each([
    ['/_astro/pass-offline-worker-D5oUckRl.js', true],
    ['/_astro/pass-offline-worker.D5oUckRl.js', true],
    ['/_astro/pass-offline-worker-D5oUckRl.js.map', false],
    ['/_astro/CrmApp.BUhF2i2N.js', false],
    ['/pass-offline-worker-D5oUckRl.js', false],
    ['/_astro/../pass-offline-worker-x.js', false],
  ])('%s → %s', (path, expected) => {
    expect(isPassWorkerAsset(path)).toBe(expected);
  });
});

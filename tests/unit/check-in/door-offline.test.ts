import { describe, expect, it } from 'vitest';
import {
  isDoorOfflineAsset,
  isDoorScreen,
  isDoorWorkerAsset,
} from '../../../src/lib/check-in/door-offline.ts';

const origin = 'http://127.0.0.1:4321';
const at = (path: string) => new URL(path, origin);

describe('isDoorWorkerAsset', () => {
  it.each([
    ['/_astro/door-offline-worker-V2Ens6_p.js', true],
    ['/_astro/door-offline-worker.V2Ens6_p.js', true],
    ['/_astro/door-offline-worker-V2Ens6_p.js.map', false],
    ['/_astro/pass-offline-worker-D5oUckRl.js', false],
    ['/door-offline-worker-V2Ens6_p.js', false],
  ])('%s → %s', (path, expected) => {
    expect(isDoorWorkerAsset(path)).toBe(expected);
  });
});

describe('what the door worker keeps', () => {
  it.each([
    ['/_astro/CheckInApp.BUhF2i2N.js', true, false],
    ['/_astro/BaseLayout.Cx1.css', true, false],
    ['/crm/check-in/capital-culture-riyadh', false, true],
    ['/crm/check-in/leap-dinner?x=1', false, true],
    // The backend's answers and other pages are never the worker's.
    ['/rest/v1/rpc/door_guests', false, false],
    ['/auth/v1/token', false, false],
    ['/crm', false, false],
    ['/pass/abc', false, false],
  ])('%s: a file %s, a door screen %s', (path, asset, screen) => {
    expect(isDoorOfflineAsset(at(path), origin)).toBe(asset);
    expect(isDoorScreen(at(path), origin)).toBe(screen);
  });

  it('keeps nothing of another origin', () => {
    const other = new URL('/_astro/x.js', 'http://127.0.0.2:4321');
    expect(isDoorOfflineAsset(other, origin)).toBe(false);
    expect(isDoorScreen(new URL('/crm/check-in/x', 'http://127.0.0.2:4321'), origin)).toBe(false);
  });
});

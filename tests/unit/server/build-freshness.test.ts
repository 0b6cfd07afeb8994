import { describe, expect, it } from 'vitest';
import {
  buildSettings,
  parseStamp,
  rebuildReason,
  type BuildStamp,
} from '../../../src/server/build/freshness.ts';
import { parseEnvironment } from '../../../supabase/local/environment.ts';

const built: BuildStamp = { builtAt: '2026-11-24T08:00:00.000Z', newestSource: 1000, settings: {} };
const laterSameDay = new Date('2026-11-24T21:00:00Z');

describe('rebuildReason', () => {
  it.each([
    [
      'no stamp',
      undefined,
      { newestSource: 1, settings: {}, now: laterSameDay },
      /no finished build/,
    ],
    [
      'a newer source',
      built,
      { newestSource: 1001, settings: {}, now: laterSameDay },
      /src\/x\.ts changed/,
    ],
    [
      'a changed site URL',
      built,
      { newestSource: 1000, settings: { PUBLIC_SITE_URL: 'https://a.example' }, now: laterSameDay },
      /build settings changed/,
    ],
    [
      'a build from yesterday',
      built,
      { newestSource: 1000, settings: {}, now: new Date('2026-11-25T00:00:01Z') },
      /earlier day/,
    ],
  ])('rebuilds for %s', (_label, stamp, state, expected) => {
    expect(rebuildReason(stamp, { newestPath: 'src/x.ts', ...state })).toMatch(expected);
  });

  it.each([
    [
      'unchanged sources the same day',
      built,
      { newestSource: 1000, settings: {}, now: laterSameDay },
    ],
    ['an older source', built, { newestSource: 999, settings: {}, now: laterSameDay }],
    [
      'a pinned BUILD_TIME on a later day',
      { ...built, settings: { BUILD_TIME: '2025-01-01T00:00:00Z' } },
      {
        newestSource: 1000,
        settings: { BUILD_TIME: '2025-01-01T00:00:00Z' },
        now: new Date('2027-01-01T00:00:00Z'),
      },
    ],
  ])('reuses the build for %s', (_label, stamp, state) => {
    expect(rebuildReason(stamp, { newestPath: 'src/x.ts', ...state })).toBeUndefined();
  });
});

describe('parseStamp', () => {
  it.each([
    undefined,
    '',
    '{',
    '{"builtAt":1}',
    '{"builtAt":"x","newestSource":1,"settings":null}',
  ])('treats %j as no build', (text) => expect(parseStamp(text)).toBeUndefined());

  it('reads a stamp it wrote', () => {
    expect(parseStamp(JSON.stringify(built))).toEqual(built);
  });
});

describe('buildSettings', () => {
  it('keeps only the settings baked into pages, ignoring empty values', () => {
    expect(
      buildSettings(
        parseEnvironment({ PUBLIC_SITE_URL: 'https://a.example', BUILD_TIME: '', PORT: '1' }),
      ),
    ).toEqual({ PUBLIC_SITE_URL: 'https://a.example' });
  });
});

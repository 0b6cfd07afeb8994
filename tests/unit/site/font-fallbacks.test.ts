import { describe, expect, it } from 'vitest';
import { fallbackFontFace, fallbackOverrides } from '~/lib/site/font-fallbacks.ts';

// Metrics as Capsize reports them for the fonts the site uses (see src/styles/typefaces.ts).
const figtree = { ascent: 950, descent: -250, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 444 };
const playfair = { ascent: 1082, descent: -251, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 452 };
const arial = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };
const times = { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832 };

describe('fallbackOverrides', () => {
  it.each([
    // The same figures Astro's own fallback generator prints for these pairs.
    ['Figtree on Arial', figtree, arial, [0.995961, 0.953853, 0.251014, 0]],
    ['Playfair Display on Times New Roman', playfair, times, [1.112615, 0.972483, 0.225595, 0]],
    ['a font on itself', arial, arial, [1, 1854 / 2048, 434 / 2048, 67 / 2048]],
  ] as const)('%s', (_name, font, fallback, [size, ascent, descent, gap]) => {
    const overrides = fallbackOverrides(font, fallback);
    expect(overrides.sizeAdjust).toBeCloseTo(size, 5);
    expect(overrides.ascentOverride).toBeCloseTo(ascent, 5);
    expect(overrides.descentOverride).toBeCloseTo(descent, 5);
    expect(overrides.lineGapOverride).toBeCloseTo(gap, 5);
  });
});

describe('fallbackFontFace', () => {
  it('declares every local name and the overrides as percentages', () => {
    expect(
      fallbackFontFace('Figtree fallback', ['Arial', 'Liberation Sans'], {
        sizeAdjust: 0.9959612,
        ascentOverride: 0.95385,
        descentOverride: 0.25,
        lineGapOverride: 0,
      }),
    ).toBe(
      '@font-face{font-family:"Figtree fallback";src:local("Arial"),local("Liberation Sans");' +
        'size-adjust:99.5961%;ascent-override:95.385%;descent-override:25%;line-gap-override:0%}',
    );
  });
});

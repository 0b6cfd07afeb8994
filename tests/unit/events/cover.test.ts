import { describe, expect, it } from 'vitest';
import {
  coverPalette,
  coverPaletteNames,
  eventCoverSvg,
  keepLatinRunsWhole,
  wrapTitle,
} from '~/lib/events/cover.ts';

const input = {
  title: 'Canvases & Capital: Art & Wealth in the New KSA',
  start: new Date('2025-10-26T19:00:00+03:00'),
  area: 'Riyadh',
  palette: 'clay' as const,
};
const social = { variant: 'social', siteName: 'Majlis <Network>', host: 'majlis.network' } as const;

describe('eventCoverSvg', () => {
  it('draws the local date and place in the art, and no title', () => {
    const svg = eventCoverSvg(input, { variant: 'art' });
    expect(svg).toContain('viewBox="0 0 1200 630"');
    expect(svg).toContain('>26<');
    expect(svg).toContain('>OCTOBER 2025<');
    expect(svg).toContain('>SUNDAY · RIYADH<');
    expect(svg).not.toContain('Canvases');
  });

  it('adds the escaped title, site name and host for sharing', () => {
    const svg = eventCoverSvg(input, social);
    expect(svg).toContain('>Canvases &amp; Capital:<');
    expect(svg).toContain('>Art &amp; Wealth in the<');
    expect(svg).toContain('>Majlis &lt;Network&gt;<');
    expect(svg).toContain('>majlis.network<');
    expect(svg).toContain('>SUNDAY 26 OCTOBER 2025 · RIYADH<');
  });

  it('uses the day in Riyadh, whatever the build machine’s zone', () => {
    const lateUtc = { ...input, start: new Date('2025-03-08T22:30:00Z') };
    expect(eventCoverSvg(lateUtc, { variant: 'art' })).toContain('>9<');
  });

  it('is the same drawing for the same event, and a different lattice for another title', () => {
    expect(eventCoverSvg(input, { variant: 'art' })).toBe(eventCoverSvg(input, { variant: 'art' }));
    const lattice = (svg: string) => svg.match(/<path [^>]+>/g)?.join('');
    expect(
      lattice(eventCoverSvg({ ...input, title: 'Another evening' }, { variant: 'art' })),
    ).not.toBe(lattice(eventCoverSvg(input, { variant: 'art' })));
  });

  it('paints in the palette chosen', () => {
    expect(eventCoverSvg(input, { variant: 'art' })).toContain('fill="#6b3a26"');
    expect(eventCoverSvg({ ...input, palette: 'sand' }, { variant: 'art' })).toContain(
      'fill="#f5eee0"',
    );
  });
});

describe('the Arabic cover', () => {
  const arabic = {
    ...input,
    title: 'أمسية مع 180 Studios',
    seed: input.title,
    area: 'الرياض',
    locale: 'ar' as const,
  };

  it('draws the date and place in Arabic, from the right, unspaced, on the same lattice', () => {
    const svg = eventCoverSvg(arabic, { variant: 'art' });
    expect(svg).toContain('>26<');
    expect(svg).toContain('>أكتوبر 2025<');
    expect(svg).toContain('>الأحد · الرياض<');
    expect(svg).toContain('x="1128" y="300"');
    expect(svg).toContain('direction="rtl" text-anchor="start"');
    expect(svg).not.toContain('letter-spacing');
    expect(svg).toContain('<g transform="translate(1200 0) scale(-1 1)">');
    const lattice = (drawn: string) => drawn.match(/<path [^>]+>/g)?.join('');
    expect(lattice(svg)).toBe(lattice(eventCoverSvg(input, { variant: 'art' })));
  });

  it('keeps "180 Studios" whole and in order in the sharing title', () => {
    expect(keepLatinRunsWhole('أمسية مع 180 Studios')).toBe('أمسية مع \u200E180\u00A0Studios');
    expect(wrapTitle(keepLatinRunsWhole('أمسية مع 180 Studios'), 12, 3)).toEqual([
      'أمسية مع',
      '\u200E180\u00A0Studios',
    ]);
    const svg = eventCoverSvg(arabic, social);
    expect(svg).toContain('\u200E180\u00A0Studios');
    expect(svg).toContain('>الأحد 26 أكتوبر 2025 · الرياض<');
  });
});

describe('coverPalette', () => {
  it('keeps the editor’s choice, else picks one of the palettes from the id, stably', () => {
    expect(coverPalette('leap-dinner', 'night')).toBe('night');
    expect(coverPaletteNames).toContain(coverPalette('leap-dinner'));
    expect(coverPalette('leap-dinner')).toBe(coverPalette('leap-dinner'));
  });
});

describe('wrapTitle', () => {
  it.each([
    ['Ramadan Suhoor Dinner', 18, 3, ['Ramadan Suhoor', 'Dinner']],
    ['Short', 18, 3, ['Short']],
    ['one two three four five six', 7, 2, ['one two', 'three…']],
  ])('%s at %i characters, %i lines', (title, perLine, lines, expected) => {
    expect(wrapTitle(title, perLine, lines)).toEqual(expected);
  });
});

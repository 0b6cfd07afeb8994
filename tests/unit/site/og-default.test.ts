import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ogDefaultSvg } from '~/lib/site/og-default.ts';
import { svgToPng } from '~/lib/site/svg-png.ts';

describe('ogDefaultSvg', () => {
  const svg = ogDefaultSvg({
    name: 'A & B',
    tagline: 'Land & Expand in Saudi Arabia',
    url: 'https://majlis.network',
    points: ['One', 'Two'],
  });

  it('is a 1200×630 card with escaped text', () => {
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain('>A &amp; B<');
    expect(svg).toContain('>One · Two<');
    expect(svg).toContain('>majlis.network<');
  });

  it('shrinks a long tagline so it fits the card', () => {
    const long = ogDefaultSvg({
      name: 'N',
      tagline: 'x'.repeat(60),
      url: 'https://a.b',
      points: [],
    });
    const size = Number(/font-size="(\d+)" font-weight="700" fill="#ffffff"/.exec(long)?.[1]);
    expect(size * 60 * 0.64).toBeLessThanOrEqual(1040);
  });
});

describe('svgToPng', () => {
  it('renders the default card as the 1200×630 PNG social sites expect', async () => {
    const png = await svgToPng(
      ogDefaultSvg({ name: 'N', tagline: 'T', url: 'https://majlis.network', points: ['P'] }),
    );
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
  });
});

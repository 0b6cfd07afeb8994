import { describe, expect, it } from 'vitest';
import Portrait from '~/components/site/Portrait.astro';
import photo from './fixtures/photo.jpg';
import { render, tags } from './render.ts';

describe('Portrait', () => {
  it('serves a photo as AVIF and WebP at its size and twice it, with width and height, lazily', async () => {
    const html = await render(Portrait, { name: 'Amal Al Harbi', photo, size: 96 });
    const sources = tags(html, 'source');
    expect(sources.map((source) => source['type'])).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source['srcset']).toMatch(/w=96&h=96&f=\w+ 1x, .*w=192&h=192&f=\w+ 2x$/);
    }
    const [img] = tags(html, 'img');
    expect(img).toMatchObject({ width: '96', height: '96', loading: 'lazy', alt: '' });
    expect(html).not.toContain('data-portrait="monogram"');
  });

  it('draws a monogram with the initials when there is no photo', async () => {
    const html = await render(Portrait, { name: 'Amal Al Harbi', size: 80 });
    const [svg] = tags(html, 'svg');
    expect(svg).toMatchObject({
      'aria-hidden': 'true',
      'data-portrait': 'monogram',
      width: '80',
      height: '80',
    });
    expect(html).toMatch(/<text[^>]*>AH<\/text>/);
    expect(html).not.toContain('<img');
  });

  it('gives the same name the same colours, whatever page it is on', async () => {
    const fill = async (name: string) =>
      tags(await render(Portrait, { name, size: 96 }), 'rect')[0]?.['fill'];
    expect(await fill('Amal Al Harbi')).toBe(await fill('Amal Al Harbi'));
  });
});

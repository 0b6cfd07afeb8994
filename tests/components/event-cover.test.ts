import { describe, expect, it } from 'vitest';
import EventCover from '~/components/events/EventCover.astro';
import photo from './fixtures/photo.jpg';
import { render, tags } from './render.ts';

const event = {
  id: 'leap-dinner',
  title: 'The Majlis LEAP Dinner',
  start: new Date('2025-02-09T19:00:00+03:00'),
  area: 'Riyadh',
  palette: 'sand',
  sizes: '(min-width: 768px) 33vw, 100vw',
};

describe('EventCover', () => {
  it('draws the cover when the editor gave no photo, hidden from screen readers', async () => {
    const html = await render(EventCover, event);
    expect(tags(html, 'div')[0]).toMatchObject({ 'aria-hidden': 'true', 'data-cover': 'drawn' });
    expect(html).toContain('viewBox="0 0 1200 630"');
    expect(html).toContain('>9<');
    expect(html).toContain('fill="#f5eee0"');
  });

  it('serves a photo responsively as AVIF and WebP, described, lazily below the fold', async () => {
    const html = await render(EventCover, {
      ...event,
      cover: { src: photo, alt: 'The courtyard' },
    });
    const sources = tags(html, 'source');
    expect(sources.map((source) => source['type'])).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) expect(source['sizes']).toBe(event.sizes);
    const [img] = tags(html, 'img');
    expect(img).toMatchObject({
      alt: 'The courtyard',
      loading: 'lazy',
      width: '320',
      height: '240',
      'data-cover': 'photo',
    });
    expect(img?.['fetchpriority']).not.toBe('high');
  });

  it('loads the first-view photo at once, at high priority', async () => {
    const html = await render(EventCover, {
      ...event,
      cover: { src: photo, alt: 'The courtyard' },
      priority: true,
    });
    expect(tags(html, 'img')[0]).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
  });
});

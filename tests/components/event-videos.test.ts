import { describe, expect, it } from 'vitest';
import EventVideos from '~/components/events/EventVideos.astro';
import { render, tags } from './render.ts';

const cover = {
  id: 'an-evening-with-180-studios',
  title: 'An Evening with 180 Studios',
  start: new Date('2025-06-24T19:30:00+03:00'),
  area: 'Riyadh',
};

describe('EventVideos', () => {
  it('shows a poster that loads the player only when played', async () => {
    const html = await render(EventVideos, {
      cover,
      videos: [{ title: 'Studio tour', youtubeId: 'abcdefghijk', sample: false }],
      locale: 'en',
    });
    // Closed until pressed: the lazy iframe inside is not fetched before then.
    expect(tags(html, 'details')[0]).not.toHaveProperty('open');
    expect(html).toMatch(/<summary[^>]*>.*Play video: .*Studio tour.*<\/summary>/s);
    expect(tags(html, 'iframe')[0]).toMatchObject({
      src: 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0',
      title: 'Studio tour',
      loading: 'lazy',
    });
    expect(tags(html, 'iframe')[0]?.['allow']).toContain('autoplay');
    // The poster is drawn here, not fetched from the video site.
    expect(html).toContain('data-cover="drawn"');
    expect(html).not.toContain('ytimg');
    expect(html).not.toContain('<script');
  });

  it('marks a video still to be chosen, with no player at all', async () => {
    const html = await render(EventVideos, {
      cover,
      videos: [{ title: 'Overview, part one', sample: true }],
      locale: 'en',
    });
    expect(html).toContain('data-video-slot');
    expect(html).toContain('Video to be added');
    expect(html).toContain('Sample');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<details');
  });

  it('renders nothing without videos', async () => {
    expect((await render(EventVideos, { cover, videos: [], locale: 'en' })).trim()).toBe('');
  });

  it("speaks the block's language: Arabic words around an Arabic title (issue 28)", async () => {
    const html = await render(EventVideos, {
      cover,
      videos: [
        { title: 'جولة في الاستوديو', youtubeId: 'abcdefghijk', sample: false },
        { title: 'تعريف، الجزء الثاني', sample: true },
      ],
      locale: 'ar',
    });
    expect(html).toContain('مقاطع فيديو تعريفية');
    expect(html).toMatch(/<summary[^>]*>.*تشغيل الفيديو: .*جولة في الاستوديو.*<\/summary>/s);
    expect(html).toContain('سيُضاف الفيديو لاحقًا');
    expect(html).toContain('نموذج');
    expect(html).not.toMatch(/Overview Videos|Play video|Video to be added|Sample/);
  });
});

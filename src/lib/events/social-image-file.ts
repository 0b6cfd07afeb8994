import type { CollectionEntry } from 'astro:content';
import type { Locale } from '../i18n/locales.ts';
import { getSiteSettings } from '../site/settings.ts';
import { svgToPng } from '../site/svg-png.ts';
import { coverPalette, eventCoverSvg } from './cover.ts';
import { eventIn } from './event-texts.ts';

/**
 * An event's sharing image in a page's language (src/pages/events/[slug].png.ts and its Arabic
 * twin): the drawn cover with the title, site name and address, as PNG. The lattice is the
 * English title's in both, so the two images are one picture in two languages.
 */
export async function eventSocialImageFile(
  event: CollectionEntry<'events'>,
  locale: Locale,
  site: URL | undefined,
): Promise<Response> {
  const data = eventIn(event.data, locale);
  const settings = await getSiteSettings();
  const svg = eventCoverSvg(
    {
      title: data.title,
      seed: eventIn(event.data, 'en').title,
      start: data.start,
      area: data.area,
      palette: coverPalette(event.id, data.palette),
      locale,
    },
    { variant: 'social', siteName: settings.name, host: new URL(site ?? settings.url).host },
  );
  return new Response(new Uint8Array(await svgToPng(svg)), {
    headers: { 'Content-Type': 'image/png' },
  });
}

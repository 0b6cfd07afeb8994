import type { CollectionEntry } from 'astro:content';
import { localizedPath, type Locale } from '../i18n/locales.ts';
import { eventPath } from '../site/routes.ts';
import { getSiteSettings } from '../site/settings.ts';
import { buildTime } from './build-time.ts';
import { eventIn } from './event-texts.ts';
import { formatCountry, formatEventLocation, listComma } from './format.ts';
import { buildIcs } from './ics.ts';

/**
 * The "Add to calendar" file of one event in a page's language (src/pages/events/[slug].ics.ts
 * and src/pages/ar/events/[slug].ics.ts): its title, summary, place and page in that language.
 * One UID for both, so a calendar that takes both keeps one event.
 */
export async function eventCalendarFile(
  event: CollectionEntry<'events'>,
  locale: Locale,
  site: URL | undefined,
): Promise<Response> {
  const data = eventIn(event.data, locale);
  const settings = await getSiteSettings();
  const pageUrl = new URL(localizedPath(eventPath(event.id), locale), site ?? settings.url);
  const body = buildIcs({
    uid: `${event.id}@${pageUrl.hostname}`,
    stamp: buildTime(),
    start: data.start,
    end: data.end,
    summary: data.title,
    description: `${data.summary}\n\n${pageUrl.href}`,
    location: `${formatEventLocation(data, locale)}${listComma(locale)}${formatCountry(data.country, locale)}`,
    url: pageUrl.href,
    productId: `-//${settings.name}//Events//${locale.toUpperCase()}`,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.id}.ics"`,
    },
  });
}

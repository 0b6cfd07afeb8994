import type { APIRoute, GetStaticPaths } from 'astro';
import { buildTime } from '~/lib/events/build-time.ts';
import { eventStaticPaths, type EventPathProps } from '~/lib/events/event-static-paths.ts';
import { eventIn } from '~/lib/events/event-texts.ts';
import { formatCountry, formatEventLocation } from '~/lib/events/format.ts';
import { buildIcs } from '~/lib/events/ics.ts';
import { eventPath } from '~/lib/site/routes.ts';
import { getSiteSettings } from '~/lib/site/settings.ts';

export const prerender = true;

export const getStaticPaths = eventStaticPaths satisfies GetStaticPaths;

/** The "Add to calendar" file of one event, written at build time. */
export const GET: APIRoute<EventPathProps> = async ({ props, site }) => {
  const { event } = props;
  // One calendar file per event, linked from both languages' pages: its texts are the English.
  const data = eventIn(event.data, 'en');
  const settings = await getSiteSettings();
  const pageUrl = new URL(eventPath(event.id), site ?? settings.url);
  const body = buildIcs({
    uid: `${event.id}@${pageUrl.hostname}`,
    stamp: buildTime(),
    start: data.start,
    end: data.end,
    summary: data.title,
    description: `${data.summary}\n\n${pageUrl.href}`,
    location: `${formatEventLocation(data)}, ${formatCountry(data.country)}`,
    url: pageUrl.href,
    productId: `-//${settings.name}//Events//EN`,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.id}.ics"`,
    },
  });
};

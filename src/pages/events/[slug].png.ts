import type { APIRoute, GetStaticPaths } from 'astro';
import { coverPalette, eventCoverSvg } from '~/lib/events/cover.ts';
import { eventStaticPaths, type EventPathProps } from '~/lib/events/event-static-paths.ts';
import { eventIn } from '~/lib/events/event-texts.ts';
import { getSiteSettings } from '~/lib/site/settings.ts';
import { svgToPng } from '~/lib/site/svg-png.ts';

export const prerender = true;

export const getStaticPaths = eventStaticPaths satisfies GetStaticPaths;

/** An event's sharing image: its drawn cover with the title, site name and address, as PNG. */
export const GET: APIRoute<EventPathProps> = async ({ props, site }) => {
  const { id } = props.event;
  // One sharing picture per event, drawn in Latin type for both languages' pages: the English.
  const data = eventIn(props.event.data, 'en');
  const settings = await getSiteSettings();
  const svg = eventCoverSvg(
    {
      title: data.title,
      start: data.start,
      area: data.area,
      palette: coverPalette(id, data.palette),
    },
    { variant: 'social', siteName: settings.name, host: new URL(site ?? settings.url).host },
  );
  return new Response(new Uint8Array(await svgToPng(svg)), {
    headers: { 'Content-Type': 'image/png' },
  });
};

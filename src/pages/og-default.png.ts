import type { APIRoute } from 'astro';
import { getHomeCopy } from '~/lib/site/home.ts';
import { ogDefaultSvg } from '~/lib/site/og-default.ts';
import { getSiteSettings } from '~/lib/site/settings.ts';
import { svgToPng } from '~/lib/site/svg-png.ts';

export const prerender = true;

/** The site's default sharing image, drawn at build time from its name, tagline and points. */
export const GET: APIRoute = async () => {
  const settings = await getSiteSettings();
  const home = await getHomeCopy();
  const svg = ogDefaultSvg({ ...settings, points: home.about.points.map((point) => point.title) });
  return new Response(new Uint8Array(await svgToPng(svg)), {
    headers: { 'Content-Type': 'image/png' },
  });
};

import type { APIRoute } from 'astro';
import { MANIFEST_ICON_SIZES } from '~/lib/site/icons.ts';
import { getSiteSettings } from '~/lib/site/settings.ts';
import { webManifest } from '~/lib/site/web-manifest.ts';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(webManifest(await getSiteSettings(), MANIFEST_ICON_SIZES)), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });

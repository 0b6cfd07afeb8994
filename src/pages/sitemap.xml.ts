import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { publicPaths } from '~/lib/site/public-routes.ts';
import { buildSitemap } from '~/lib/site/sitemap.ts';

/** Built once; lists every canonical public page. */
export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('astro.config.mjs must set `site` for the sitemap');
  const legal = await getCollection('legal');
  const events = await getCollection('events');
  const paths = publicPaths(
    legal.map((entry) => entry.id),
    events.map((entry) => entry.id),
  );
  return new Response(buildSitemap(site, paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};

import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { isTranslatedPath, publicPaths } from '~/lib/site/public-routes.ts';
import { buildSitemap } from '~/lib/site/sitemap.ts';
import { alternatesOf, localeCodes, localizedPath } from '~/lib/i18n/locales.ts';

/** Built once; lists every canonical public page. */
export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('astro.config.mjs must set `site` for the sitemap');
  const legal = await getCollection('legal');
  const events = await getCollection('events');
  const paths = publicPaths(
    legal.map((entry) => entry.id),
    events.map((entry) => entry.id),
  );
  // Each translated page in every language, each entry naming all its language versions and
  // x-default; a page still English only once, without alternates.
  const localized = paths.flatMap((path) =>
    isTranslatedPath(path) ? localeCodes.map((code) => localizedPath(path, code)) : [path],
  );
  const alternates = (path: string) => (isTranslatedPath(path) ? alternatesOf(path) : []);
  return new Response(buildSitemap(site, localized, alternates), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};

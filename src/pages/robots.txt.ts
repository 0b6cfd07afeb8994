import type { APIRoute } from 'astro';
import { disallowedPaths } from '~/lib/site/public-routes.ts';
import { buildRobots } from '~/lib/site/sitemap.ts';

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('astro.config.mjs must set `site` for robots.txt');
  return new Response(buildRobots(new URL('/sitemap.xml', site), disallowedPaths), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};

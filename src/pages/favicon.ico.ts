import type { APIRoute } from 'astro';
import { faviconIco } from '~/lib/site/icons.ts';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(await faviconIco(), { headers: { 'Content-Type': 'image/x-icon' } });

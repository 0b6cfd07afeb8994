import type { APIRoute } from 'astro';
import { APPLE_TOUCH_SIZE, markPng } from '~/lib/site/icons.ts';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await markPng(APPLE_TOUCH_SIZE, true)), {
    headers: { 'Content-Type': 'image/png' },
  });

import type { APIRoute, GetStaticPaths } from 'astro';
import { MANIFEST_ICON_SIZES, markPng } from '~/lib/site/icons.ts';

export const prerender = true;

/** /icons/192.png and /icons/512.png, listed in the web manifest. */
export const getStaticPaths = (() =>
  MANIFEST_ICON_SIZES.map((size) => ({ params: { size: String(size) } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await markPng(Number(params.size), true)), {
    headers: { 'Content-Type': 'image/png' },
  });

import type { APIRoute } from 'astro';
import { readPublicConfig } from '~/lib/supabase/public-config.ts';
import { environment } from '../../../supabase/local/environment.ts';

// Read at request time, so one build serves any Supabase project (and the per-install embedded keys).
export const prerender = false;

export const GET: APIRoute = () => {
  try {
    return Response.json(readPublicConfig(environment()), {
      headers: { 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Supabase is not configured';
    return Response.json(
      { error: message },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
};

import type { APIRoute } from 'astro';
import { SIGNED_IN_COOKIE } from '~/lib/auth/signed-in-marker.ts';
import { staffAccess } from '~/lib/auth/staff-access.ts';
import { safeNextPath } from '~/lib/auth/next-path.ts';
import { createRequestClient } from '~/lib/supabase/server-client.ts';
import { isSecureRequest } from '../../../supabase/local/server/request-scheme.ts';

// The header's Sign out, a plain form so it works on pages without JavaScript. Astro's origin
// check refuses cross-site posts before this runs.
export const prerender = false;

export const POST: APIRoute = async (context) => {
  const form = await context.request.formData().catch(() => undefined);
  const next = form?.get('next');
  const destination = safeNextPath(
    `?next=${encodeURIComponent(typeof next === 'string' ? next : '/')}`,
  );
  const supabase = createRequestClient(context);
  // A staff phone may hold door guest lists (docs/privacy/dpia.md, D3): signing it out clears
  // everything the site kept in its browser, the door's copies and its service worker included.
  const staff = (await staffAccess(context, supabase).catch(() => null))?.kind === 'staff';
  // Ends the session at the Auth service and clears its cookies (written back through
  // context.cookies). A session that is already gone is still cleared here.
  await supabase.auth.signOut().catch(() => undefined);
  context.cookies.delete(SIGNED_IN_COOKIE, { path: '/', secure: isSecureRequest(context.request) });
  return new Response(null, {
    status: 303,
    headers: {
      Location: destination,
      'Cache-Control': 'no-store',
      ...(staff ? { 'Clear-Site-Data': '"storage"' } : {}),
    },
  });
};

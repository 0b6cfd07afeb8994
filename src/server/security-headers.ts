import type { ServerResponse } from 'node:http';
import { joinPolicies } from './join-policies.ts';

/** The origins a page may talk to: its own, plus the Supabase project's (https and wss) when hosted. */
export function connectSources(supabaseUrl: string | undefined): string[] {
  if (!supabaseUrl) return [];
  const url = new URL(supabaseUrl);
  const socket = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  return [url.origin, socket];
}

/** Browser features no page uses, refused on every response. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** The door screen reads passes with the camera (docs/behaviour/door-check-in.md#scan). */
const DOOR_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=()';

/** The door screen, /crm/check-in/<event>, with or without a trailing slash or query. */
const DOOR_PATH = /^\/crm\/check-in\/[^/?#]+\/?(?:[?#]|$)/;

/** The Permissions-Policy of a response to this request path: the camera for the door only. */
export function permissionsPolicyFor(url: string | undefined): string {
  return url && DOOR_PATH.test(url) ? DOOR_PERMISSIONS_POLICY : PERMISSIONS_POLICY;
}

/**
 * Headers every response carries. Script and style sources are governed by the per-page
 * Content-Security-Policy that Astro writes with hashes of its own inline code; this adds the
 * rest: everything else from this origin only (images may also be data: or blob:), forms post
 * only here, connections only to this origin and the Supabase project, no framing.
 */
export function securityHeaders(options: {
  secure: boolean;
  /** Extra connect-src origins (a hosted Supabase project: see connectSources). */
  connect?: readonly string[];
}): Record<string, string> {
  const connect = ["'self'", ...(options.connect ?? [])].join(' ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      // The event videos' player, loaded only when a visitor presses play (EventVideos.astro).
      'frame-src https://www.youtube-nocookie.com',
      "font-src 'self' data:",
      `connect-src ${connect}`,
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The door screen's responses allow the camera instead: permissionsPolicyFor.
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.secure) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * Sets the headers on a response. Astro later sets a page's own Content-Security-Policy
 * (script and style hashes); both policies must hold, so its value is joined to `joinWith` (the
 * site-wide policy) — replacing any fallback page policy the headers carried for responses Astro
 * answers without one (its built 404 page).
 */
export function applySecurityHeaders(
  res: ServerResponse,
  headers: Record<string, string>,
  joinWith: string | undefined = headers['Content-Security-Policy'],
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (!joinWith) return;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (name.toLowerCase() === 'content-security-policy' && typeof value === 'string') {
      return setHeader(name, joinPolicies(value, joinWith));
    }
    return setHeader(name, value);
  };
}

import type { ServerResponse } from 'node:http';

/**
 * Headers every response carries. Script and style sources are governed by the per-page
 * Content-Security-Policy that Astro writes with hashes of its own inline code; this adds
 * what a meta policy cannot say (frame-ancestors) and the transport and sniffing rules.
 */
export function securityHeaders(options: { secure: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.secure) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * Sets the headers on a response. Astro later sets a page's own Content-Security-Policy
 * (script and style hashes); both policies must hold, so its value is joined to ours.
 */
export function applySecurityHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const ours = headers['Content-Security-Policy'];
  if (!ours) return;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (name.toLowerCase() === 'content-security-policy' && typeof value === 'string') {
      return setHeader(name, `${value.replace(/;\s*$/, '')}; ${ours}`);
    }
    return setHeader(name, value);
  };
}

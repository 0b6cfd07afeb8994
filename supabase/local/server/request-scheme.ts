// Whether a request reached the site over HTTPS, as the cookies' Secure flag must know: a TLS
// socket, or X-Forwarded-Proto from a proxy that TRUST_PROXY says is there. The server writes its
// own verdict into X-Forwarded-Proto (normaliseForwardedProto), so a client cannot choose it.
import type { IncomingMessage } from 'node:http';

export const FORWARDED_PROTO = 'x-forwarded-proto';

/** The scheme the visitor used: the socket's, or the trusted proxy's first X-Forwarded-Proto. */
export function requestScheme(req: IncomingMessage, trustProxy: boolean): 'https' | 'http' {
  if ('encrypted' in req.socket && req.socket.encrypted) return 'https';
  if (!trustProxy) return 'http';
  const header = req.headers[FORWARDED_PROTO];
  const first = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')[0];
  return first?.trim().toLowerCase() === 'https' ? 'https' : 'http';
}

/** Replaces whatever X-Forwarded-Proto the client sent with the server's own verdict. */
export function normaliseForwardedProto(req: IncomingMessage, trustProxy: boolean): boolean {
  const scheme = requestScheme(req, trustProxy);
  req.headers[FORWARDED_PROTO] = scheme;
  return scheme === 'https';
}

/** On a Web Request the server has normalised: whether it came over HTTPS. */
export function isSecureRequest(request: Request): boolean {
  return (
    request.headers.get(FORWARDED_PROTO) === 'https' || new URL(request.url).protocol === 'https:'
  );
}

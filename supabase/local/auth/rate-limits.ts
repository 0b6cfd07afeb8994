// Per-client-address limits on the public Auth endpoints, like Supabase Auth's per-IP limits:
// password spraying or a mail flood from one address is held to a rate of its own, however many
// accounts it tries, while everyone else is served. The address is the one the Node adapter
// put in x-real-ip: the socket's peer, or X-Forwarded-For only behind a trusted proxy.
import { TokenBuckets, addressKey } from '../server/token-buckets.ts';
import { AUTH_ERRORS } from './errors.ts';
import type { AuthSettings, LimitGroup } from './settings.ts';

export type AuthLimits = Record<LimitGroup, TokenBuckets>;

export function createAuthLimits(settings: Pick<AuthSettings, 'rateLimits'>): AuthLimits {
  const { signIn, token, verify, email } = settings.rateLimits;
  return {
    signIn: new TokenBuckets(signIn),
    token: new TokenBuckets(token),
    verify: new TokenBuckets(verify),
    email: new TokenBuckets(email),
  };
}

/** The limit a request counts against, or undefined for endpoints without one. */
export function limitGroupOf(method: string, path: string, url: URL): LimitGroup | undefined {
  if (path === '/verify' && (method === 'GET' || method === 'POST')) return 'verify';
  if (method !== 'POST') return undefined;
  switch (path) {
    case '/signup':
      return 'signIn';
    case '/token':
      return url.searchParams.get('grant_type') === 'password' ? 'signIn' : 'token';
    case '/otp':
    case '/magiclink':
    case '/recover':
    case '/resend':
      return 'email';
    default:
      return undefined;
  }
}

/** The address a request is limited under (IPv6 by its /64). */
export function clientKeyOf(request: Request): string {
  return addressKey(request.headers.get('x-real-ip'));
}

/** Counts the request against its group's bucket for its address; 429 once that is empty. */
export function enforceLimit(limits: AuthLimits, group: LimitGroup, request: Request): void {
  const wait = limits[group].take(clientKeyOf(request));
  if (wait > 0) throw AUTH_ERRORS.requestRateLimited(wait);
}

// HS256 JWT signing and verification, with PostgREST's 401 answers for bad tokens
// (docs/wire/supabase-js.md#rest-error-answers: PGRST301 malformed or forged, PGRST303 expired).
import { SignJWT, errors, jwtVerify } from 'jose';
import type { JwtClaims } from './context.ts';
import { HttpError } from './http.ts';

const ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

export async function signToken(
  secret: string,
  claims: JwtClaims,
  expiresInSeconds: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, iat: claims.iat ?? now, exp: now + expiresInSeconds })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** A 401 in PostgREST's shape, with the WWW-Authenticate header it sends. */
export function jwtError(code: 'PGRST301' | 'PGRST302' | 'PGRST303', message: string): HttpError {
  const description = message.replaceAll('"', "'");
  return new HttpError(
    401,
    { code, message, details: null, hint: null },
    { 'www-authenticate': `Bearer error="invalid_token", error_description="${description}"` },
  );
}

/** The 401 for an access token whose session has ended (sign-out, refresh-token reuse, deletion). */
export function sessionEnded(): HttpError {
  return jwtError('PGRST301', 'Session from session_id claim in JWT does not exist');
}

export async function verifyToken(secret: string, token: string): Promise<JwtClaims> {
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw jwtError('PGRST303', 'JWT expired');
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      throw jwtError('PGRST301', 'JWT cryptographic operation failed');
    }
    throw jwtError('PGRST301', 'JWT could not be decoded');
  }
  const role = payload['role'];
  if (typeof role !== 'string' || !ROLES.has(role)) {
    throw jwtError('PGRST301', `JWT role ${JSON.stringify(role ?? null)} is not allowed`);
  }
  return payload as unknown as JwtClaims;
}

/**
 * verifyToken with a small memo of tokens already verified: every supabase-js request carries
 * the same few tokens, and HMAC verification is the costliest step of resolving a caller.
 * A remembered token is still refused (by a fresh verification) once its exp has passed.
 */
export function createTokenVerifier(secret: string, capacity = 1000) {
  const verified = new Map<string, JwtClaims>();
  return async (token: string): Promise<JwtClaims> => {
    const known = verified.get(token);
    if (known && (known.exp === undefined || known.exp > Date.now() / 1000)) return { ...known };
    verified.delete(token);
    const claims = await verifyToken(secret, token);
    if (verified.size >= capacity) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
    return { ...claims };
  };
}

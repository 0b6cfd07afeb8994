// Signed object URLs: a short JWT naming "<bucket>/<key>". It is signed with a key derived from
// the install's JWT secret, so a URL token can never pass as an API token (and vice versa).
import { createHmac } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { STORAGE_ERRORS, storageError } from './errors.ts';

function urlSigningKey(jwtSecret: string): Uint8Array {
  return createHmac('sha256', jwtSecret).update('storage-url-signing').digest();
}

export async function signObjectUrl(
  jwtSecret: string,
  url: string,
  expiresInSeconds: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ url })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(urlSigningKey(jwtSecret));
}

/** Checks the token and that it was issued for exactly this object. */
export async function verifyObjectUrl(
  jwtSecret: string,
  token: string,
  url: string,
): Promise<void> {
  let claimed: unknown;
  try {
    const { payload } = await jwtVerify(token, urlSigningKey(jwtSecret), { algorithms: ['HS256'] });
    claimed = payload['url'];
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw storageError(400, 'InvalidJWT', 'Unauthorized', 'jwt expired');
    throw STORAGE_ERRORS.invalidSignature();
  }
  if (claimed !== url) throw STORAGE_ERRORS.invalidSignature();
}

/** expiresIn from a request body: a whole number of seconds, at most a year. */
export function parseExpiresIn(value: unknown): number {
  const seconds = typeof value === 'string' ? Number(value) : value;
  if (
    typeof seconds !== 'number' ||
    !Number.isInteger(seconds) ||
    seconds < 1 ||
    seconds > 31_536_000
  ) {
    throw STORAGE_ERRORS.invalidRequest(
      'expiresIn must be a whole number of seconds between 1 and 31536000',
    );
  }
  return seconds;
}

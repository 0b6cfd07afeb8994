// Signed object URLs: a short JWT naming "<bucket>/<key>". It is signed with a key derived from
// the install's JWT secret, so a URL token can never pass as an API token (and vice versa).
import { createHmac } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { STORAGE_ERRORS, storageError } from './errors.ts';

// Download and upload tokens use different keys, so neither can pass as the other.
function urlSigningKey(jwtSecret: string, use: 'download' | 'upload' = 'download'): Uint8Array {
  const label = use === 'download' ? 'storage-url-signing' : 'storage-upload-signing';
  return createHmac('sha256', jwtSecret).update(label).digest();
}

/** Signed upload URLs last two hours, as on hosted Storage. */
export const UPLOAD_URL_SECONDS = 2 * 60 * 60;

export interface UploadGrant {
  /** Who signed the URL: the owner of the object it uploads (null for the service role). */
  owner: string | null;
  upsert: boolean;
}

export async function signUploadUrl(
  jwtSecret: string,
  url: string,
  grant: UploadGrant,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ url, owner: grant.owner, upsert: grant.upsert })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + UPLOAD_URL_SECONDS)
    .sign(urlSigningKey(jwtSecret, 'upload'));
}

/** The grant of an upload token issued for exactly this object. */
export async function verifyUploadUrl(
  jwtSecret: string,
  token: string,
  url: string,
): Promise<UploadGrant> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, urlSigningKey(jwtSecret, 'upload'), {
      algorithms: ['HS256'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw storageError(400, 'InvalidJWT', 'Unauthorized', 'jwt expired');
    throw STORAGE_ERRORS.invalidSignature();
  }
  if (payload['url'] !== url) throw STORAGE_ERRORS.invalidSignature();
  return {
    owner: typeof payload['owner'] === 'string' ? payload['owner'] : null,
    upsert: payload['upsert'] === true,
  };
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

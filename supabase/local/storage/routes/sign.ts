// Signed URLs: POST /object/sign/{bucket}/{key} and POST /object/sign/{bucket} (many) create
// them for objects the caller may read; GET /object/sign/{bucket}/{key}?token= serves the bytes
// to anyone holding the URL until it expires.
import type { JwtClaims } from '../../server/context.ts';
import { json } from '../../server/http.ts';
import { STORAGE_ERRORS } from '../errors.ts';
import { checkKeyString } from '../object-key.ts';
import { asCaller, findBucket, selectObject } from '../object-rows.ts';
import { parseExpiresIn, signObjectUrl, verifyObjectUrl } from '../signed-urls.ts';
import { readJsonObject, type StorageDeps } from '../deps.ts';
import { serveObject } from './download.ts';
import { objectAsCaller, signedUrlToken } from './find-object.ts';

function signedPath(bucketId: string, key: string, token: string, render = false): string {
  return `${render ? '/render/image' : '/object'}/sign/${bucketId}/${key}?token=${token}`;
}

/** storage-js sends `transform` only when it has options; such a URL names the image renderer. */
function asksForTransformation(body: Record<string, unknown>): boolean {
  const transform = body['transform'];
  return !!transform && typeof transform === 'object' && Object.keys(transform).length > 0;
}

export async function signOne(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
  bucketId: string,
  key: string,
): Promise<Response> {
  const body = await readJsonObject(request);
  const expiresIn = parseExpiresIn(body['expiresIn']);
  await objectAsCaller(deps, claims, bucketId, key);
  const token = await signObjectUrl(deps.ctx.keys.jwtSecret, `${bucketId}/${key}`, expiresIn);
  // As hosted Storage signs it; the embedded backend then answers it 501 (no image renderer).
  return json(200, { signedURL: signedPath(bucketId, key, token, asksForTransformation(body)) });
}

export async function signMany(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
  bucketId: string,
): Promise<Response> {
  const body = await readJsonObject(request);
  const expiresIn = parseExpiresIn(body['expiresIn']);
  const paths = body['paths'];
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > 1000) {
    throw STORAGE_ERRORS.invalidRequest('paths must be a list of 1 to 1000 object paths');
  }
  await findBucket(deps.ctx, bucketId);
  const visible = await asCaller(deps.ctx, claims, async (tx) => {
    const found = new Set<string>();
    for (const path of paths) {
      if (typeof path !== 'string' || !checkKeyString(path).ok) continue;
      if (await selectObject(tx, bucketId, path)) found.add(path);
    }
    return found;
  });
  const results = [];
  for (const path of paths) {
    const name = typeof path === 'string' ? path : String(path);
    if (!visible.has(name)) {
      results.push({
        error: 'Either the object does not exist or you do not have access to it',
        path: name,
        signedURL: null,
      });
      continue;
    }
    const token = await signObjectUrl(deps.ctx.keys.jwtSecret, `${bucketId}/${name}`, expiresIn);
    results.push({ error: null, path: name, signedURL: signedPath(bucketId, name, token) });
  }
  return json(200, results);
}

export async function downloadSigned(
  deps: StorageDeps,
  request: Request,
  bucketId: string,
  key: string,
): Promise<Response> {
  await verifyObjectUrl(deps.ctx.keys.jwtSecret, signedUrlToken(request), `${bucketId}/${key}`);
  const row = await deps.ctx.db.transaction((tx) => selectObject(tx, bucketId, key));
  if (!row) throw STORAGE_ERRORS.noSuchKey();
  return serveObject(deps, request, row);
}

// Signed upload URLs: POST /object/upload/sign/{bucket}/{key} (x-upsert: true to allow replacing)
// signs a URL for someone who may upload there now, and PUT to it with ?token= stores the file
// once, without credentials, within two hours (hosted Storage's storage-js contract).
import type { JwtClaims } from '../../server/context.ts';
import { json } from '../../server/http.ts';
import { readJsonObject, type StorageDeps } from '../deps.ts';
import { asCaller, findBucket } from '../object-rows.ts';
import { signUploadUrl, verifyUploadUrl } from '../signed-urls.ts';
import { signedUrlToken } from './find-object.ts';
import { ownerOf, upload } from './upload.ts';

/** Thrown to end the trial insert below; never leaves this module. */
class TrialOnly extends Error {}

/** Whether the caller may create (or, with upsert, replace) the object: tried, then rolled back. */
async function assertMayUpload(
  deps: StorageDeps,
  claims: JwtClaims,
  bucketId: string,
  key: string,
  upsert: boolean,
): Promise<void> {
  const owner = ownerOf(claims);
  try {
    await asCaller(deps.ctx, claims, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4)
         ${upsert ? 'on conflict (bucket_id, name) do update set updated_at = now()' : ''}`,
        [bucketId, key, owner, owner],
      );
      throw new TrialOnly();
    });
  } catch (error) {
    if (!(error instanceof TrialOnly)) throw error;
  }
}

export async function signUpload(
  deps: StorageDeps,
  request: Request,
  claims: JwtClaims,
  bucketId: string,
  key: string,
): Promise<Response> {
  // storage-js sends {}; any JSON object is accepted.
  await readJsonObject(request);
  const upsert = request.headers.get('x-upsert') === 'true';
  await findBucket(deps.ctx, bucketId);
  await assertMayUpload(deps, claims, bucketId, key, upsert);
  const token = await signUploadUrl(deps.ctx.keys.jwtSecret, `${bucketId}/${key}`, {
    owner: ownerOf(claims),
    upsert,
  });
  return json(200, { url: `/object/upload/sign/${bucketId}/${key}?token=${token}`, token });
}

export async function uploadSigned(
  deps: StorageDeps,
  request: Request,
  bucketId: string,
  key: string,
): Promise<Response> {
  const grant = await verifyUploadUrl(
    deps.ctx.keys.jwtSecret,
    signedUrlToken(request),
    `${bucketId}/${key}`,
  );
  return upload(
    deps,
    request,
    { role: 'service_role' },
    bucketId,
    key,
    grant.upsert ? 'upsert' : 'create',
    grant.owner,
  );
}

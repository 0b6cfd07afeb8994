// What every storage route receives.
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { HttpError, readJsonBody } from '../server/http.ts';
import type { ObjectFiles } from './disk.ts';
import { STORAGE_ERRORS, storageError } from './errors.ts';

export interface StorageDeps {
  ctx: BackendContext;
  files: ObjectFiles;
  /** Used when a bucket sets no file_size_limit. */
  defaultFileSizeLimit: number;
}

/** The caller, from Authorization or apikey; bad tokens get Storage's InvalidJWT answer. */
export async function callerOf(deps: StorageDeps, request: Request): Promise<JwtClaims> {
  if (!request.headers.has('authorization') && !request.headers.has('apikey')) {
    throw STORAGE_ERRORS.noCredentials();
  }
  try {
    return await deps.ctx.callerClaims(request);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw STORAGE_ERRORS.invalidJwt(error.message);
  }
}

const MAX_JSON_BYTES = 1024 * 1024;

export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonBody(
    request,
    MAX_JSON_BYTES,
    (_status, _code, message) => storageError(400, 'InvalidRequest', 'Invalid Input', message).body,
  );
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw STORAGE_ERRORS.invalidRequest('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

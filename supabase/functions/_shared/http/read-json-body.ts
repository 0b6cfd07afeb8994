// Reads a request's JSON body with a size cap; a malformed or oversized body is a clear 4xx.
// An empty body reads as undefined.
import { HttpError } from './respond.ts';

/** Function inputs are a handful of short fields; anything near this size is not a real call. */
export const MAX_BODY_BYTES = 64 * 1024;

export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, 'The request body is too large');
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) {
    throw new HttpError(413, 'The request body is too large');
  }
  // functions.invoke() without a body sends none at all.
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
}

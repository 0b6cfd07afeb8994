// Supabase Storage's error answers (docs/wire/supabase-js.md#storage-error-answers): a body with
// the logical status as a string, sent with HTTP 400 except for server faults, size refusals, rate
// limits and features this backend does not have, which keep their own status.
import { HttpError } from '../server/http.ts';

const KEEP_HTTP_STATUS: ReadonlySet<number> = new Set([413, 429, 500, 501]);

export function storageError(
  statusCode: number,
  code: string,
  error: string,
  message: string,
): HttpError {
  return new HttpError(KEEP_HTTP_STATUS.has(statusCode) ? statusCode : 400, {
    statusCode: String(statusCode),
    code,
    error,
    message,
  });
}

export const STORAGE_ERRORS = {
  noSuchKey: () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  duplicate: () =>
    storageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketExists: () =>
    storageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    storageError(
      409,
      'ResourceNotEmpty',
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  invalidBucketName: () =>
    storageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  noContent: () => storageError(400, 'InvalidRequest', 'Invalid Input', 'No content provided'),
  // Storage itself verifies only Authorization; with none, its JWT check fails like this.
  noCredentials: () => storageError(403, 'AccessDenied', 'Unauthorized', 'Invalid Compact JWS'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    storageError(403, 'AccessDenied', 'Unauthorized', message),
  // As hosted Storage renders it: error repeats the code.
  invalidKey: (message: string) => storageError(400, 'InvalidKey', 'InvalidKey', message),
  invalidRequest: (message: string) =>
    storageError(400, 'InvalidRequest', 'Invalid Input', message),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', 'Unauthorized', message),
  invalidSignature: () =>
    storageError(
      400,
      'InvalidSignature',
      'Invalid Signature',
      'The signature of the URL is invalid',
    ),
  // Hosted Storage names no size; the bucket's limit is in its settings.
  tooLarge: () =>
    storageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidMimeType: (type: string) =>
    storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`),
  notSupported: (what: string) =>
    storageError(
      501,
      'NotImplemented',
      'Not implemented',
      `${what} is not supported by the embedded backend`,
    ),
} as const;

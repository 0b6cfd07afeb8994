// A bucket's settings as storage-js sends them (createBucket, updateBucket), checked and turned
// into column values the way Supabase Storage reads them: sizes as bytes or with a decimal unit
// ("20mb" is 20,000,000 bytes), MIME types as type/subtype, type/*, or *.
import { STORAGE_ERRORS, storageError } from './errors.ts';

export interface BucketSettings {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

const UNIT_BYTES: Readonly<Record<string, number>> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };
const SIZE_PATTERN = /^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i;
// What hosted Storage accepts: type/subtype with an optional charset, or a wildcard.
const MIME_PATTERN = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+|\*)(;\s*charset=[a-zA-Z0-9-]+)?$|^\*$/;

export const invalidFileSizeLimit = () =>
  storageError(
    400,
    'InvalidRequest',
    'Invalid Input',
    'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
  );

/** A size limit in bytes: a whole number, or a number with b, kb, mb or gb; null clears it. */
export function parseFileSizeLimit(value: unknown, serverLimit: number): number | null {
  if (value === null) return null;
  let bytes: number;
  if (typeof value === 'number') {
    bytes = value;
  } else if (typeof value === 'string' && SIZE_PATTERN.test(value.trim())) {
    const [, amount, unit] = SIZE_PATTERN.exec(value.trim())!;
    // Three significant digits, as Storage rounds them ("1.2345mb" is 1,230,000 bytes).
    bytes = Math.round(Number(Number(amount).toPrecision(3)) * UNIT_BYTES[unit!.toLowerCase()]!);
  } else {
    throw invalidFileSizeLimit();
  }
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw invalidFileSizeLimit();
  // A bucket may not promise more than the server accepts in one request.
  if (bytes > serverLimit) throw STORAGE_ERRORS.tooLarge();
  return bytes;
}

export function parseAllowedMimeTypes(value: unknown): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value)) {
    throw STORAGE_ERRORS.invalidRequest('allowed_mime_types must be a list of MIME types');
  }
  const types = value.filter((type) => type !== '' && type !== null);
  for (const type of types) {
    if (typeof type !== 'string' || type.length > 1000 || !MIME_PATTERN.test(type)) {
      throw STORAGE_ERRORS.invalidMimeType(String(type));
    }
  }
  return types as string[];
}

/** The settings present in a request body (snake_case, as storage-js sends them). */
export function bucketSettingsFrom(
  body: Readonly<Record<string, unknown>>,
  serverLimit: number,
): BucketSettings {
  const settings: BucketSettings = {};
  const isPublic = body['public'];
  if (isPublic !== undefined) {
    if (typeof isPublic !== 'boolean')
      throw STORAGE_ERRORS.invalidRequest('public must be true or false');
    settings.public = isPublic;
  }
  if (body['file_size_limit'] !== undefined) {
    settings.fileSizeLimit = parseFileSizeLimit(body['file_size_limit'], serverLimit);
  }
  if (body['allowed_mime_types'] !== undefined) {
    settings.allowedMimeTypes = parseAllowedMimeTypes(body['allowed_mime_types']);
  }
  return settings;
}

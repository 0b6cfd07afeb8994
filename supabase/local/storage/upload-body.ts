// Reading an upload: multipart/form-data (browser File/Blob: the file part has an empty field
// name) or a raw body (Node Buffers, strings), as storage-js sends them
// (docs/wire/supabase-js.md#storage-uploads-and-downloads).
import { readBodyBytes } from '../server/http.ts';
import { STORAGE_ERRORS, storageError } from './errors.ts';

export interface UploadBody {
  bytes: Uint8Array;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
}

function cacheControlFrom(value: string | null | undefined): string {
  if (!value) return 'max-age=3600';
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

function parseMetadata(
  raw: string | null | undefined,
  base64: boolean,
): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const text = base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw;
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through to the refusal below
  }
  throw STORAGE_ERRORS.invalidRequest('metadata must be a JSON object');
}

export async function readUploadBody(request: Request, limit: number): Promise<UploadBody> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  const contentType = request.headers.get('content-type') ?? '';
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  // Multipart framing adds a little; anything beyond that cannot fit the limit.
  const slack = multipart ? 64 * 1024 : 0;
  if (declared > limit + slack) throw STORAGE_ERRORS.tooLarge();
  const tooLarge = () => STORAGE_ERRORS.tooLarge();
  const bytes = await readBodyBytes(request, limit + slack, () => tooLarge().body);
  if (!multipart) {
    if (bytes.byteLength > limit) throw tooLarge();
    return {
      bytes,
      mimeType: contentType || 'text/plain;charset=UTF-8',
      cacheControl: cacheControlFrom(request.headers.get('cache-control')),
      userMetadata: parseMetadata(request.headers.get('x-metadata'), true),
    };
  }
  let form: FormData;
  try {
    form = await new Response(bytes.slice(), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw storageError(
      400,
      'InvalidRequest',
      'Invalid Input',
      'The multipart body could not be parsed',
    );
  }
  let file: File | undefined;
  for (const [, value] of form.entries()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) throw STORAGE_ERRORS.invalidRequest('The multipart body has no file part');
  if (file.size > limit) throw tooLarge();
  const cacheField = form.get('cacheControl');
  const metadataField = form.get('metadata');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimeType: file.type || 'application/octet-stream',
    cacheControl: cacheControlFrom(typeof cacheField === 'string' ? cacheField : undefined),
    userMetadata: parseMetadata(
      typeof metadataField === 'string' ? metadataField : undefined,
      false,
    ),
  };
}

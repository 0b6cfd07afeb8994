// Small Web-standard HTTP helpers shared by every embedded-backend service: a throwable HTTP
// error, JSON responses, size-limited body reading and the CORS rules of Supabase's gateway.

/**
 * An error that already knows its HTTP answer. Services throw it; the router renders it. It is an
 * answer, not a fault, so it records no stack: the REST parser throws one for every alternative it
 * backtracks from, and capturing the stack was 2% of the backend's CPU under
 * tests/integration/security/fuzz.test.ts.
 */
export class HttpError extends Error {
  declare status: number;
  declare body: unknown;
  declare headers: Record<string, string>;

  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(messageOf(body) ?? `HTTP ${status}`);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'msg', 'error_description', 'error']) {
      if (typeof record[key] === 'string') return record[key];
    }
  }
  return undefined;
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(status === 204 || status === 304 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/**
 * A body already in memory, handed over as it is: `new Response(bytes)` copies the bytes first
 * (for a 10,000-row read, 5 MB more to allocate and to collect on every request).
 */
export function bytesBody(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** Renders an HttpError (or any thrown value, as a 500) to a Response. */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return json(error.status, error.body, error.headers);
  return json(500, {
    code: 'internal_error',
    message: 'Internal server error',
    details: null,
    hint: null,
  });
}

/** Builds the body of a body-reading error; services pass their own to match their wire format. */
export type ErrorBodyShaper = (status: number, code: string, message: string) => unknown;

/** The default error body: PostgREST-like, and `message` is what every supabase-js client reads. */
export const defaultErrorBody: ErrorBodyShaper = (_status, code, message) => ({
  code,
  message,
  details: null,
  hint: null,
});

export const BODY_ERRORS = {
  tooLarge: { status: 413, code: 'payload_too_large', message: 'Payload too large' },
  invalidJson: { status: 400, code: 'invalid_json', message: 'Invalid JSON' },
} as const;

/** Reads the whole body, refusing (413) as soon as it grows past maxBytes. */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  shape: ErrorBodyShaper = defaultErrorBody,
): Promise<Uint8Array> {
  const tooLarge = () => {
    const { status, code, message } = BODY_ERRORS.tooLarge;
    return new HttpError(status, shape(status, code, `${message}: the limit is ${maxBytes} bytes`));
  };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads and parses a JSON body. An empty body is `undefined`; malformed JSON is a 400 and an
 * oversize body a 413, both with a clear message in the caller's error shape.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
  shape: ErrorBodyShaper = defaultErrorBody,
): Promise<unknown> {
  const bytes = await readBodyBytes(request, maxBytes, shape);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const { status, code, message } = BODY_ERRORS.invalidJson;
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(status, shape(status, code, `${message}: ${reason}`));
  }
}

/** Request headers supabase-js (and @supabase/ssr) send; see docs/wire/supabase-js.md#cors. */
export const CORS_ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-supabase-api-version',
  'x-upsert',
  'cache-control',
  'x-retry-count',
  'x-region',
  'x-metadata',
  'content-encoding',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ');

export const CORS_EXPOSED_HEADERS = [
  'Content-Range',
  'Range-Unit',
  'X-Supabase-Api-Version',
  'x-relay-error',
  'Content-Type',
  'Content-Length',
  'ETag',
  'x-total-count',
  'link',
].join(', ');

/** Tokens travel in headers, never cookies, so any origin may call (as on Supabase's gateway). */
export function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': CORS_ALLOWED_HEADERS,
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-expose-headers': CORS_EXPOSED_HEADERS,
    'access-control-max-age': '86400',
  };
}

export function isPreflight(request: Request): boolean {
  return request.method === 'OPTIONS';
}

export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: corsHeaders() });
}

/** Returns the response with the CORS headers added (a copy when its headers are immutable). */
export function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(corsHeaders())) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The answer for anything outside the supported subset: clear, never a hang. */
export function notSupported(what: string): HttpError {
  return new HttpError(501, {
    code: 'not_implemented',
    message: `${what} is not supported by the embedded backend`,
    details: null,
    hint: 'The embedded backend implements the subset of Supabase this product uses.',
  });
}

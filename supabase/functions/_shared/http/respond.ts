// JSON responses every function answers with, CORS included so browsers can read them.
import { CORS_HEADERS } from './cors.ts';

/** A failure a handler reports on purpose: its status and a message safe to show the caller. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

export function jsonResponse(status: number, body: unknown, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(CORS_HEADERS)) merged.set(name, value);
  merged.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: merged });
}

export function errorResponse(status: number, message: string, headers?: HeadersInit): Response {
  return jsonResponse(status, { error: message }, headers);
}

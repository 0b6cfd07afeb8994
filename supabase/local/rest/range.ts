// Content-Range, partial-content status and the Range request header
// (docs/wire/supabase-js.md#counts-and-content-range).
import { pgrstError } from './errors.ts';

export function contentRange(offset: number, returned: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  if (returned === 0) return `*/${totalText}`;
  return `${offset}-${offset + returned - 1}/${totalText}`;
}

/** 206 when a known total is larger than what came back; 416 when the offset is past the end. */
export function readStatus(offset: number, returned: number, total: number | undefined): number {
  if (total === undefined) return 200;
  if (offset > total) {
    throw pgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  return returned < total ? 206 : 200;
}

/**
 * Intersects a `Range: from-to` header with the limit/offset query parameters.
 * A malformed or unit-less header is ignored, as PostgREST does.
 */
export function applyRangeHeader(
  header: string | null,
  limit: number | undefined,
  offset: number | undefined,
): { limit: number | undefined; offset: number | undefined } {
  const match = header ? /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return { limit, offset };
  const from = Number(match[1]);
  const to = match[2] === '' ? undefined : Number(match[2]);
  const start = Math.max(offset ?? 0, from);
  const ends = [to, limit === undefined ? undefined : (offset ?? 0) + limit - 1].filter(
    (value): value is number => value !== undefined,
  );
  if (ends.length === 0) return { limit: undefined, offset: start };
  const end = Math.min(...ends);
  return { limit: Math.max(0, end - start + 1), offset: start };
}

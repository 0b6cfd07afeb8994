// The answer to a write as PostgREST 12 shapes it (docs/postgrest-subset.md#writes): status by
// method, Prefer: return and upsert outcome; Content-Range; Location for return=headers-only;
// Preference-Applied; Content-Type only with a body.
import type { Media } from './media.ts';
import { preferenceApplied, type AppliedKind, type Preferences } from './prefer.ts';
import { contentRange } from './range.ts';
import type { TxEnd } from './settings.ts';

export interface WriteOutcome {
  /** Rows the mutation changed (inserted, updated or deleted). */
  count: number;
  /** With return=representation: the body in the negotiated media type. */
  body: string | null;
  /** Rows an upsert with merge-duplicates inserted rather than updated. */
  inserted?: number;
  /** Location of the single row a POST with return=headers-only inserted. */
  location?: string;
}

/** `/<relation>?<key>=eq.<value>`, as PostgREST writes Location (null keys: `is.null`). */
export function locationOf(relation: string, key: Record<string, unknown>): string {
  const query = Object.entries(key)
    .map(([column, value]) => {
      const filter = value === null ? 'is.null' : `eq.${String(value)}`;
      return `${encodeURIComponent(column)}=${encodeURIComponent(filter)}`;
    })
    .join('&');
  return `/${relation}?${query}`;
}

const APPLIED: Record<string, AppliedKind[]> = {
  POST: ['resolution', 'missing', 'return', 'count', 'tx', 'handling', 'timezone'],
  PATCH: ['return', 'count', 'tx', 'missing', 'handling', 'timezone', 'max-affected'],
  DELETE: ['return', 'count', 'tx', 'handling', 'timezone', 'max-affected'],
};

export function writeResponse(
  method: string,
  prefs: Preferences,
  txEnd: TxEnd,
  media: Media,
  outcome: WriteOutcome,
  { upsertKnown }: { upsertKnown: boolean },
): Response {
  const counted = prefs.count === 'exact' || prefs.count === 'estimated';
  const total = counted ? outcome.count : undefined;
  // Without a key to conflict on, PostgREST inserts plainly and does not list resolution.
  const kinds = (APPLIED[method] ?? []).filter((kind) => upsertKnown || kind !== 'resolution');
  const applied = preferenceApplied(prefs, txEnd, kinds);
  const headers: Record<string, string> = {
    'content-range':
      method === 'PATCH' ? contentRange(0, outcome.count, total) : contentRange(0, 0, total),
    ...applied,
  };
  if (outcome.location !== undefined) headers['location'] = outcome.location;
  const full = prefs.return === 'representation';
  if (full) headers['content-type'] = media.contentType;
  const body = full ? outcome.body : null;
  if (method !== 'POST') return new Response(body, { status: full ? 200 : 204, headers });
  const allUpdated =
    prefs.resolution === 'merge-duplicates' &&
    outcome.inserted !== undefined &&
    outcome.inserted <= 0;
  return new Response(body, { status: allUpdated ? 200 : 201, headers });
}

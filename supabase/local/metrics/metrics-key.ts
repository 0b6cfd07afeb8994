// The key a scraper must present: `Authorization: Bearer <METRICS_KEY>`. The figures name no
// person, but they tell an outsider how busy the network is and which routes fail.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether the Authorization header carries the key. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first differing byte.
 */
export function presentsKey(authorization: string | null, key: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(key)) && match !== null;
}

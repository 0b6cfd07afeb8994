// PKCE (RFC 7636) as GoTrue checks it: S256 or plain, challenge 43-128 unreserved characters.
import { createHash, timingSafeEqual } from 'node:crypto';

export type ChallengeMethod = 's256' | 'plain';

const CHALLENGE_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

/** Parses what a client sent; undefined when it sent no challenge (the implicit flow). */
export function parseCodeChallenge(
  challenge: unknown,
  method: unknown,
): { challenge: string; method: ChallengeMethod } | undefined | 'invalid' {
  if (challenge === undefined || challenge === null || challenge === '') return undefined;
  if (typeof challenge !== 'string' || !CHALLENGE_PATTERN.test(challenge)) return 'invalid';
  const normalized = typeof method === 'string' ? method.toLowerCase() : '';
  if (normalized !== 's256' && normalized !== 'plain') return 'invalid';
  return { challenge, method: normalized };
}

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** True when the verifier produces the stored challenge. */
export function verifierMatches(
  verifier: string,
  challenge: string,
  method: ChallengeMethod,
): boolean {
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(method === 's256' ? s256Challenge(verifier) : verifier);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

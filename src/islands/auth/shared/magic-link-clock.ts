// When this tab last sent a magic link, kept in sessionStorage so a reload does not reset the
// 60-second rule (the server refuses with 429 anyway; this answers sooner and in the product's
// words, docs/behaviour/sign-in.md#magic-links).
const KEY = 'majlis:magic-link-sent-at';

export function readMagicLinkSentAt(): number | undefined {
  try {
    const value = Number(window.sessionStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined; // Storage blocked: the in-memory copy in the hook still applies.
  }
}

export function writeMagicLinkSentAt(time: number): void {
  try {
    window.sessionStorage.setItem(KEY, String(time));
  } catch {
    // Storage blocked: nothing to keep.
  }
}

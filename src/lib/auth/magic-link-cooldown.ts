/**
 * At most one magic link per this many seconds (docs/behaviour/sign-in.md#magic-links; the server
 * enforces it too).
 */
export const MAGIC_LINK_COOLDOWN_SECONDS = 60;

/**
 * Whole seconds still to wait before another magic link may be requested (0 = now).
 * `lastSentAt` and `now` are epoch milliseconds; a clock that went backwards waits in full.
 */
export function magicLinkWaitSeconds(lastSentAt: number | undefined, now: number): number {
  if (lastSentAt === undefined) return 0;
  const elapsed = now - lastSentAt;
  if (elapsed < 0) return MAGIC_LINK_COOLDOWN_SECONDS;
  const remaining = MAGIC_LINK_COOLDOWN_SECONDS * 1000 - elapsed;
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

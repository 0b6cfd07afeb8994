// The e-mail resend limit as a pure rule: how long an address must still wait.

/** Whole seconds left before another e-mail may go to an address (0 = may send now). */
export function secondsUntilNextSend(
  lastSentAt: Date | undefined,
  now: Date,
  intervalSeconds: number,
): number {
  if (!lastSentAt) return 0;
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000;
  if (elapsed < 0) return intervalSeconds;
  return elapsed >= intervalSeconds ? 0 : Math.ceil(intervalSeconds - elapsed);
}

// Slows down password guessing: after too many wrong passwords for one address within a window,
// sign-in for that address answers GoTrue's 429 until the window has passed. Kept in memory
// (one server process); a restart forgets it, which only ever makes the limit more lenient.

const MAX_ADDRESSES = 10_000;

export class FailedAttempts {
  private readonly failures = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(max: number, windowMs: number) {
    this.max = max;
    this.windowMs = windowMs;
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** True while the address has used up its attempts. */
  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.max;
  }

  record(key: string, now = Date.now()): void {
    const kept = this.recent(key, now);
    kept.push(now);
    // Re-inserted so the map stays in order of last failure (pruning drops the stalest first).
    this.failures.delete(key);
    this.failures.set(key, kept);
    if (this.failures.size > MAX_ADDRESSES) this.prune(now);
  }

  /** Bounds the memory many addresses can take: expired entries go, then the oldest ones. */
  private prune(now: number): void {
    for (const key of this.failures.keys()) this.recent(key, now);
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_ADDRESSES / 2) break;
      this.failures.delete(key);
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

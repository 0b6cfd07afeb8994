// Token buckets per key (a client's network address), the way Supabase Auth limits its endpoints
// per IP: each bucket holds up to `burst` requests and refills at `perHour` a hour, so an idle
// client may send a short burst while a steady flood is held to the rate. In memory, one server
// process; a restart refills every bucket, which only ever makes the limit more lenient.

export interface Rate {
  /** Requests a hour, sustained. */
  perHour: number;
  /** Requests allowed at once from a full bucket. */
  burst: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

const MAX_KEYS = 50_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;
  private readonly perMs: number;

  constructor(rate: Rate) {
    this.capacity = Math.max(1, Math.min(rate.burst, rate.perHour));
    this.perMs = rate.perHour / 3_600_000;
  }

  private level(bucket: Bucket | undefined, now: number): number {
    if (!bucket) return this.capacity;
    return Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs);
  }

  /**
   * Takes one request from the key's bucket: 0 when allowed, else the whole seconds until one
   * more would be (for Retry-After).
   */
  take(key: string, now = Date.now()): number {
    const tokens = this.level(this.buckets.get(key), now);
    if (tokens < 1) return Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000));
    // Re-inserted so the map stays in order of last use (pruning drops the stalest first).
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > MAX_KEYS) this.prune(now);
    return 0;
  }

  /** Bounds memory: full buckets carry nothing, then the least recently used go. */
  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (this.level(bucket, now) >= this.capacity) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= MAX_KEYS / 2) break;
      this.buckets.delete(key);
    }
  }
}

/**
 * The key a client's address is limited under: IPv4 as it is (also when written IPv4-mapped),
 * IPv6 by its /64 network, since one subscriber holds a whole /64 and could rotate through it.
 */
export function addressKey(address: string | null | undefined): string {
  const raw = (address ?? '').trim().toLowerCase();
  if (raw === '') return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(raw);
  if (mapped) return mapped[1]!;
  if (!raw.includes(':')) return raw;
  const [head = '', tail = ''] = raw.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = raw.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

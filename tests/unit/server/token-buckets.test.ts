import { describe, expect, it } from 'vitest';
import { TokenBuckets, addressKey } from '../../../supabase/local/server/token-buckets.ts';

describe('TokenBuckets', () => {
  it('allows a burst, then holds a client to the hourly rate', () => {
    const buckets = new TokenBuckets({ perHour: 360, burst: 30 });
    const start = 1_000_000;
    for (let n = 0; n < 30; n += 1) expect(buckets.take('a', start)).toBe(0);
    // Empty: one request comes back every 10 seconds at 360 an hour.
    expect(buckets.take('a', start)).toBe(10);
    expect(buckets.take('a', start + 5_000)).toBe(5);
    expect(buckets.take('a', start + 10_000)).toBe(0);
    expect(buckets.take('a', start + 10_000)).toBe(10);
    // Another address has its own bucket.
    expect(buckets.take('b', start)).toBe(0);
  });

  it('refills no higher than the burst', () => {
    const buckets = new TokenBuckets({ perHour: 3600, burst: 2 });
    expect(buckets.take('a', 0)).toBe(0);
    const later = 24 * 3_600_000;
    expect(buckets.take('a', later)).toBe(0);
    expect(buckets.take('a', later)).toBe(0);
    expect(buckets.take('a', later)).toBe(1);
  });

  it('keeps memory bounded under many addresses and still limits the busy one', () => {
    const buckets = new TokenBuckets({ perHour: 60, burst: 1 });
    expect(buckets.take('busy', 0)).toBe(0);
    for (let n = 0; n < 60_000; n += 1) buckets.take(`10.0.${n >> 8}.${n & 255}`, 1);
    // "busy" may have been pruned as least recently used; the limit is never looser than a
    // fresh bucket, and an address just used is still limited.
    expect(buckets.take('10.0.234.95', 2)).toBeGreaterThan(0);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0:0:0:9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['', 'unknown'],
    [null, 'unknown'],
  ])('%s is limited as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

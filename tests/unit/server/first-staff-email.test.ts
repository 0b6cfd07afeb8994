import { describe, expect, it } from 'vitest';
import { defaultFirstStaffEmail } from '../../../supabase/local/staff/first-start.ts';

describe('the first staff address of a new install', () => {
  it('cannot be guessed: each install gets its own', () => {
    const addresses = new Set(Array.from({ length: 50 }, () => defaultFirstStaffEmail()));
    expect(addresses.size).toBe(50);
    for (const address of addresses) expect(address).toMatch(/^staff-[0-9a-f]{12}@example\.com$/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ADDRESS_NOT_PROVEN_HINT,
  isAddressNotProven,
  proofLinkRedirect,
} from '~/lib/account/address-proof.ts';

describe('isAddressNotProven', () => {
  it.each([
    [{ code: '42501', hint: ADDRESS_NOT_PROVEN_HINT, message: 'Confirm…' }, true],
    [{ code: '42501', hint: null, message: 'permission denied' }, false],
    [{ hint: 'something else' }, false],
    [null, false],
    [undefined, false],
    ['address_not_proven', false],
  ])('%j → %s', (error, expected) => {
    expect(isAddressNotProven(error)).toBe(expected);
  });
});

describe('proofLinkRedirect', () => {
  it.each([
    ['http://localhost:4321', 'http://localhost:4321/login?next=%2Faccount'],
    ['http://127.0.0.2:4321', 'http://127.0.0.2:4321/login?next=%2Faccount'],
  ])('%s → %s', (origin, expected) => {
    expect(proofLinkRedirect(origin)).toBe(expected);
  });
});

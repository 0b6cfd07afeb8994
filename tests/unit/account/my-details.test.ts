import { describe, expect, it } from 'vitest';
import { closingConfirmed } from '../../../src/lib/account/close-account.ts';
import { consentChoices } from '../../../src/lib/account/my-consents.ts';
import {
  currentDetails,
  myDetailsSchema,
  refusedField,
} from '../../../src/lib/account/my-details.ts';
import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';

const valid = { first_name: 'Layla', last_name: '', company: '', title: '', phone: '' };

describe('the details form', () => {
  it.each([
    ['first_name', '', 'Give your first name (at most 100 characters).'],
    [
      'first_name',
      'L'.repeat(FIELD_LIMITS.personName + 1),
      'Give your first name (at most 100 characters).',
    ],
    [
      'last_name',
      'K'.repeat(FIELD_LIMITS.personName + 1),
      'Your last name can be at most 100 characters.',
    ],
    [
      'company',
      'C'.repeat(FIELD_LIMITS.company + 1),
      'Your company can be at most 200 characters.',
    ],
    ['title', 'T'.repeat(FIELD_LIMITS.title + 1), 'Your title can be at most 100 characters.'],
    [
      'phone',
      '9'.repeat(FIELD_LIMITS.phone + 1),
      'Your phone number can be at most 40 characters.',
    ],
  ])('refuses %s of %j', (field, value, message) => {
    const parsed = myDetailsSchema.safeParse({ ...valid, [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('accepts values at their limits, trimmed', () => {
    const parsed = myDetailsSchema.parse({
      ...valid,
      first_name: ` ${'L'.repeat(FIELD_LIMITS.personName)} `,
      phone: '9'.repeat(FIELD_LIMITS.phone),
    });
    expect(parsed.first_name).toHaveLength(FIELD_LIMITS.personName);
  });

  it('starts from the newest contact, else the newest application, else nothing', () => {
    expect(
      currentDetails({
        contacts: [
          { first_name: 'Old', created_at: '2025-01-01T00:00:00Z' },
          {
            first_name: 'Layla',
            last_name: 'Karim',
            phone: '+966',
            created_at: '2026-01-01T00:00:00Z',
          },
        ],
        membership_requests: [{ first_name: 'Other' }],
      }),
    ).toEqual({ first_name: 'Layla', last_name: 'Karim', company: '', title: '', phone: '+966' });
    expect(
      currentDetails({
        contacts: [],
        membership_requests: [{ first_name: 'Layla', phone_number: '+966 5' }],
      }),
    ).toMatchObject({ first_name: 'Layla', phone: '+966 5' });
    expect(currentDetails({ contacts: [], membership_requests: [] })).toBeNull();
  });

  it('reads the field a database refusal names', () => {
    expect(refusedField('phone')).toBe('phone');
    expect(refusedField('address_not_proven')).toBeNull();
    expect(refusedField(undefined)).toBeNull();
  });
});

describe('consent choices', () => {
  it('lists the purposes on record and the newsletter always; only the newsletter is given again', () => {
    expect(
      consentChoices([
        { purpose: 'membership_application', status: 'given', recorded_at: '2026-01-01T00:00:00Z' },
        { purpose: 'contact_reply', status: 'withdrawn', recorded_at: '2026-02-01T00:00:00Z' },
      ]).map(({ purpose, given, changeable }) => ({ purpose, given, changeable })),
    ).toEqual([
      { purpose: 'membership_application', given: true, changeable: true },
      { purpose: 'newsletter', given: false, changeable: true },
      { purpose: 'contact_reply', given: false, changeable: false },
    ]);
  });
});

describe('closing the account', () => {
  it.each([
    ['layla@example.org', true],
    ['  Layla@Example.org ', true],
    ['layla@example.com', false],
    ['', false],
  ])('typing %j confirms: %s', (typed, confirmed) => {
    expect(closingConfirmed(typed, 'layla@example.org')).toBe(confirmed);
  });
});

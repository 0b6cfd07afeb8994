import { describe, expect, it } from 'vitest';
import {
  JOIN_STEP_ONE_FIELDS,
  joinApplicationSchema,
  joinStepOneSchema,
  joinStepTwoSchema,
} from '~/lib/submissions/join-schema.ts';
import { fieldMessages } from '~/lib/submissions/messages.ts';

const stepOne = {
  fullName: ' Layla Al Saud ',
  phone: '+966 50 000 0000',
  email: ' layla@example.com ',
  company: 'Example Co',
  role: 'founder',
};
const stepTwo = {
  linkedinUrl: 'linkedin.com/in/layla',
  referredBy: 'A member',
  additionalInfo: '',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('join application schema', () => {
  it('accepts a complete application, trimmed, with the LinkedIn address completed', () => {
    const parsed = joinApplicationSchema.parse({ ...stepOne, ...stepTwo, website: '' });
    expect(parsed).toEqual({
      fullName: 'Layla Al Saud',
      phone: '+966 50 000 0000',
      email: 'layla@example.com',
      company: 'Example Co',
      role: 'founder',
      linkedinUrl: 'https://linkedin.com/in/layla',
      referredBy: 'A member',
      additionalInfo: undefined,
      website: '',
    });
  });

  it('checks step 1 fields only with the step 1 field list', () => {
    expect(JOIN_STEP_ONE_FIELDS).toEqual(['fullName', 'phone', 'email', 'company', 'role']);
  });

  it.each([
    [{ fullName: '  ' }, fieldMessages.fullNameRequired],
    [{ phone: '' }, fieldMessages.phoneRequired],
    [{ email: '' }, fieldMessages.emailRequired],
    [{ email: 'layla@' }, fieldMessages.emailInvalid],
    [{ company: ' ' }, fieldMessages.companyRequired],
    [{ role: '' }, fieldMessages.roleRequired],
    [{ role: 'ceo' }, fieldMessages.roleRequired],
    [{ phone: '1'.repeat(41) }, fieldMessages.tooLong(40)],
  ])('step 1 refuses %j with its message', (change, message) => {
    expect(firstMessage(joinStepOneSchema.safeParse({ ...stepOne, ...change }))).toBe(message);
  });

  it.each([
    [{ linkedinUrl: '' }, fieldMessages.linkedinRequired],
    [{ linkedinUrl: 'my profile' }, fieldMessages.linkedinInvalid],
    [{ referredBy: ' ' }, fieldMessages.referrerRequired],
    [{ additionalInfo: 'x'.repeat(4001) }, fieldMessages.tooLong(4000)],
  ])('step 2 refuses %j with its message', (change, message) => {
    expect(firstMessage(joinStepTwoSchema.safeParse({ ...stepTwo, ...change }))).toBe(message);
  });

  it('keeps an optional note', () => {
    expect(joinStepTwoSchema.parse({ ...stepTwo, additionalInfo: ' Hello ' }).additionalInfo).toBe(
      'Hello',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { contactSchema } from '~/lib/submissions/contact-schema.ts';
import { eventRequestSchema } from '~/lib/submissions/event-request-schema.ts';
import { fieldMessages, newsletterMessages } from '~/lib/submissions/messages.ts';
import { newsletterSchema } from '~/lib/submissions/newsletter-schema.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('newsletter schema', () => {
  it('stores an empty phone as null and trims the rest', () => {
    expect(
      newsletterSchema.parse({
        fullName: ' Sara ',
        email: ' s@example.com',
        phone: '  ',
        marketingConsent: true,
      }),
    ).toEqual({
      fullName: 'Sara',
      email: 's@example.com',
      phone: null,
      marketingConsent: true,
      website: '',
    });
  });

  it.each([false, undefined])('asks for the consent box when it is %s', (marketingConsent) => {
    const input = { fullName: 'Sara', email: 's@example.com', phone: '', marketingConsent };
    expect(messagesOf(newsletterSchema.safeParse(input))).toEqual([
      newsletterMessages.consentRequired,
    ]);
  });

  it.each([
    [{ fullName: '   ', email: 's@example.com', phone: '' }],
    [{ fullName: 'Sara', email: '  ', phone: '' }],
    [{ fullName: '', email: '', phone: '' }],
  ])('answers blank name or e-mail with the one notice: %j', (input) => {
    expect(messagesOf(newsletterSchema.safeParse(input))).toContain(newsletterMessages.emptyFields);
  });

  it('gives a malformed e-mail its own message', () => {
    expect(
      messagesOf(
        newsletterSchema.safeParse({
          fullName: 'S',
          email: 'nope',
          phone: '',
          marketingConsent: true,
        }),
      ),
    ).toEqual([fieldMessages.emailInvalid]);
  });
});

describe('contact schema', () => {
  it('accepts a message', () => {
    expect(contactSchema.parse({ name: ' K ', email: 'k@example.com', message: ' Hi ' })).toEqual({
      name: 'K',
      email: 'k@example.com',
      message: 'Hi',
      website: '',
    });
  });

  it('names every missing field', () => {
    expect(messagesOf(contactSchema.safeParse({ name: '', email: 'x', message: ' ' }))).toEqual([
      fieldMessages.nameRequired,
      fieldMessages.emailInvalid,
      fieldMessages.messageRequired,
    ]);
  });
});

describe('event request schema', () => {
  const valid = {
    name: 'Hessa',
    phone: '+966',
    email: 'h@example.com',
    company: 'Co',
    role: 'investor',
    interests: 'Fintech',
  };

  it('accepts a complete request', () => {
    expect(eventRequestSchema.parse(valid)).toEqual({ ...valid, website: '' });
  });

  it.each([
    ['name', fieldMessages.fullNameRequired],
    ['phone', fieldMessages.phoneRequired],
    ['email', fieldMessages.emailRequired],
    ['company', fieldMessages.companyRequired],
    ['role', fieldMessages.roleRequired],
    ['interests', fieldMessages.interestsRequired],
  ])('requires %s', (field, message) => {
    expect(messagesOf(eventRequestSchema.safeParse({ ...valid, [field]: '' }))).toEqual([message]);
  });
});

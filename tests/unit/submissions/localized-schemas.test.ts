import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { formWords } from '~/lib/i18n/islands/forms.ts';
import { contactSchemaIn } from '~/lib/submissions/contact-schema.ts';
import { eventRequestSchemaIn } from '~/lib/submissions/event-request-schema.ts';
import { joinApplicationSchemaIn } from '~/lib/submissions/join-schema.ts';
import { newsletterSchemaIn } from '~/lib/submissions/newsletter-schema.ts';

// One rule per form, its words per language: each Arabic form answers every rule in Arabic.
const ar = formWords.ar;
const ARABIC_LETTER = /\p{Script=Arabic}/u;

const messagesOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const application = {
  fullName: 'ليلى آل سعود',
  phone: '+966 50 000 0000',
  email: 'layla@example.com',
  company: 'شركة المثال للتجارة',
  role: 'founder',
  linkedinUrl: 'linkedin.com/in/layla',
  referredBy: 'عضو حالي',
  additionalInfo: '',
  website: '',
};
const invitation = {
  name: 'خالد التجريبي',
  phone: '+966 55 123 4567',
  email: 'khalid@example.com',
  company: 'شركة المثال',
  role: 'investor',
  interests: 'الطاقة المتجددة',
};
const contact = { name: 'خالد', email: 'k@example.com', message: 'نفتتح مكتبًا في الرياض.' };
const signup = { fullName: 'نورة', email: 'n@example.com', phone: '', marketingConsent: true };

describe('Arabic validation messages', () => {
  it.each([
    ['full name', { fullName: '  ' }, ar.fields.fullNameRequired],
    ['phone', { phone: '' }, ar.fields.phoneRequired],
    ['e-mail, empty', { email: '' }, ar.fields.emailRequired],
    ['e-mail, malformed', { email: 'layla@' }, ar.fields.emailInvalid],
    ['company', { company: ' ' }, ar.fields.companyRequired],
    ['role', { role: '' }, ar.fields.roleRequired],
    ['LinkedIn, empty', { linkedinUrl: '' }, ar.fields.linkedinRequired],
    ['LinkedIn, malformed', { linkedinUrl: 'ملفي الشخصي' }, ar.fields.linkedinInvalid],
    ['referrer', { referredBy: ' ' }, ar.fields.referrerRequired],
    [
      'a note over its limit',
      { additionalInfo: 'ن'.repeat(FIELD_LIMITS.additionalInfo + 1) },
      'يرجى ألّا يتجاوز عدد الأحرف 4000',
    ],
    ['a name over its limit', { fullName: 'م'.repeat(101) }, 'يرجى ألّا يتجاوز عدد الأحرف 100'],
  ])('join: %s', (_rule, change, message) => {
    expect(
      messagesOf(joinApplicationSchemaIn('ar').safeParse({ ...application, ...change })),
    ).toEqual([message]);
    expect(message).toMatch(ARABIC_LETTER);
  });

  it('join: an Arabic application at its limits passes, trimmed', () => {
    const full = {
      ...application,
      fullName: ` ${'م'.repeat(100)} `,
      additionalInfo: '😀 #1 [ملاحظة] 100%',
    };
    expect(joinApplicationSchemaIn('ar').parse(full)).toMatchObject({
      fullName: 'م'.repeat(100),
      additionalInfo: '😀 #1 [ملاحظة] 100%',
      linkedinUrl: 'https://linkedin.com/in/layla',
    });
  });

  it.each([
    ['name', ar.fields.fullNameRequired],
    ['phone', ar.fields.phoneRequired],
    ['email', ar.fields.emailRequired],
    ['company', ar.fields.companyRequired],
    ['role', ar.fields.roleRequired],
    ['interests', ar.fields.interestsRequired],
  ])('invitation request: empty %s', (field, message) => {
    expect(
      messagesOf(eventRequestSchemaIn('ar').safeParse({ ...invitation, [field]: '' })),
    ).toEqual([message]);
  });

  it('invitation request: interests over 2000 characters', () => {
    const interests = 'أ'.repeat(FIELD_LIMITS.interests + 1);
    expect(messagesOf(eventRequestSchemaIn('ar').safeParse({ ...invitation, interests }))).toEqual([
      'يرجى ألّا يتجاوز عدد الأحرف 2000',
    ]);
  });

  it('contact: every rule at once, in order', () => {
    expect(
      messagesOf(contactSchemaIn('ar').safeParse({ name: '', email: 'x', message: ' ' })),
    ).toEqual([ar.fields.nameRequired, ar.fields.emailInvalid, ar.fields.messageRequired]);
  });

  it('contact: a message just past 5000 characters', () => {
    const message = 'ر'.repeat(FIELD_LIMITS.message + 1);
    expect(messagesOf(contactSchemaIn('ar').safeParse({ ...contact, message }))).toEqual([
      'يرجى ألّا يتجاوز عدد الأحرف 5000',
    ]);
    expect(contactSchemaIn('ar').parse(contact)).toMatchObject(contact);
  });

  it.each([
    ['a blank name', { fullName: '  ' }, [ar.newsletter.emptyFields]],
    ['a blank e-mail', { email: '' }, [ar.newsletter.emptyFields]],
    ['a malformed e-mail', { email: 'nope' }, [ar.fields.emailInvalid]],
    ['no consent', { marketingConsent: false }, [ar.newsletter.consentRequired]],
  ])('newsletter: %s', (_rule, change, messages) => {
    expect(messagesOf(newsletterSchemaIn('ar').safeParse({ ...signup, ...change }))).toEqual(
      messages,
    );
  });

  it('English stays the default words', () => {
    expect(
      messagesOf(contactSchemaIn('en').safeParse({ name: '', email: 'x', message: ' ' })),
    ).toEqual([
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter a message',
    ]);
  });
});

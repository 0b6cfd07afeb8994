// A privacy request's mails follow the request's language (issue 41, item 5;
// docs/behaviour/privacy-requests.md#language): the Arabic request gets Arabic words, right to
// left, its link on the Arabic verify page and its dates with the Hijri date beside them; the
// English ones are word for word as before.
import { describe, expect, it } from 'vitest';
import { formatDueDate } from '../../../supabase/functions/_shared/domain/format-due-date.ts';
import {
  sitePathIn,
  UNSUBSCRIBE_PATH,
  YOUR_DATA_VERIFY_PATH,
} from '../../../supabase/functions/_shared/domain/site-paths.ts';
import { siteLocaleOf } from '../../../supabase/functions/_shared/i18n/site-locale.ts';
import { personalDataExportMail } from '../../../supabase/functions/_shared/mail/templates/personal-data-export.ts';
import {
  privacyExtensionMail,
  privacyVerificationMail,
} from '../../../supabase/functions/_shared/mail/templates/privacy-request.ts';

const site = { siteName: 'Majlis Network', siteUrl: 'https://majlis.example' };
const ARABIC = /[\u0600-\u06FF]/g;
const arabicShare = (text: string) =>
  (text.match(ARABIC)?.length ?? 0) / text.replace(/[^\p{L}]/gu, '').length;

describe('sitePathIn', () => {
  it.each([
    [YOUR_DATA_VERIFY_PATH, 'en', '/your-data/verify'],
    [YOUR_DATA_VERIFY_PATH, 'ar', '/ar/your-data/verify'],
    [UNSUBSCRIBE_PATH, 'en', '/unsubscribe'],
    [UNSUBSCRIBE_PATH, 'ar', '/ar/unsubscribe'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(sitePathIn(path, locale)).toBe(expected);
  });
});

describe("a request's language", () => {
  it.each([
    ['ar', 'ar'],
    ['en', 'en'],
    [null, 'en'],
    ['fr', 'en'],
  ] as const)('stored %s reads as %s', (stored, locale) => {
    expect(siteLocaleOf(stored)).toBe(locale);
  });
});

describe('formatDueDate', () => {
  const due = '2026-12-27T08:00:00Z';
  it('writes the English date as before', () => {
    expect(formatDueDate(due)).toBe(formatDueDate(due, 'en'));
    expect(formatDueDate(due, 'en')).toMatch(/^Sunday,? 27 December 2026$/);
  });

  it('writes the Arabic date with the Hijri date beside it, in Western digits', () => {
    expect(formatDueDate(due, 'ar')).toBe('الأحد، 27 ديسمبر 2026 (18 رجب 1448 هـ)');
  });
});

describe('the verification mail', () => {
  const verifyUrl = `https://majlis.example/ar/your-data/verify?token=${'a'.repeat(64)}`;

  it('is Arabic, right to left, for an Arabic request, with its button on the link', () => {
    const mail = privacyVerificationMail({ kind: 'erasure', verifyUrl }, site, 'ar');
    expect(mail.subject).toBe('أكّد طلبك بشأن بياناتك لدى Majlis Network');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('طلبًا لحذف بياناتك الشخصية التي نحتفظ بها');
    expect(mail.text).toContain(`تأكيد طلبي: \u2066${verifyUrl} \u2069`);
    expect(mail.html).toContain(`href="${verifyUrl}"`);
    expect(arabicShare(mail.text.replace(verifyUrl, ''))).toBeGreaterThan(0.8);
  });

  it('stays English, word for word, for an English request', () => {
    const url = `https://majlis.example/your-data/verify?token=${'a'.repeat(64)}`;
    const mail = privacyVerificationMail({ kind: 'access', verifyUrl: url }, site);
    expect(mail).toEqual(privacyVerificationMail({ kind: 'access', verifyUrl: url }, site, 'en'));
    expect(mail.subject).toBe('Confirm your request about your data at Majlis Network');
    expect(mail.text.split('\n\n').slice(0, 3)).toEqual([
      'Hello,',
      'We received a request from this address to see and receive a copy of the personal data we hold about you.',
      'To make sure the request comes from you, please confirm it with the button below. We start working on it, and our 30 days to answer begin, once you confirm.',
    ]);
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe('the extension notice', () => {
  const data = {
    kind: 'access' as const,
    reason: 'Our archive is restored from tape.',
    dueAt: '2026-12-27T08:00:00Z',
    extendedUntil: '2027-01-10T08:00:00Z',
  };

  it('is Arabic for an Arabic request: both dates as Arabic pages write them, the reason as typed', () => {
    const mail = privacyExtensionMail(data, site, 'ar');
    expect(mail.subject).toBe('نحتاج إلى مزيد من الوقت للرد على طلبك بشأن بياناتك');
    expect(mail.text).toContain(formatDueDate(data.dueAt, 'ar'));
    expect(mail.text).toContain(formatDueDate(data.extendedUntil, 'ar'));
    expect(mail.text).toContain(`\u2068${data.reason}\u2069`);
    expect(mail.html).toContain(`<bdi>${data.reason}</bdi>`);
  });

  it('is English, with English dates, for an English request', () => {
    const mail = privacyExtensionMail(data, site, 'en');
    expect(mail.subject).toBe('We need more time to answer your request about your data');
    expect(mail.text).toContain(
      `We will answer by ${formatDueDate(data.extendedUntil)} at the latest.`,
    );
  });
});

describe('the export mail', () => {
  const data = { firstName: 'Sara', archiveUrl: 'https://files.example/a.zip', expiresOn: 'x' };

  it('is Arabic for an Arabic request', () => {
    const mail = personalDataExportMail(data, site, 'ar');
    expect(mail.subject).toBe('بياناتك الشخصية لدى Majlis Network');
    expect(mail.text).toMatch(/^مرحبًا \u2068Sara\u2069،/);
    expect(mail.text).toContain('تنزيل بياناتك');
  });

  it('is English otherwise', () => {
    const mail = personalDataExportMail(data, site);
    expect(mail.subject).toBe('Your personal data held by Majlis Network');
    expect(mail.text).toMatch(/^Dear Sara,/);
  });
});

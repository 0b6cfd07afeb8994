import { describe, expect, it } from 'vitest';
import { authMailLocale, composeAuthMail } from '../../../supabase/local/auth/auth-mail.ts';

describe('the language of an auth mail', () => {
  it.each([
    ['https://majlis.network/ar/login', null, 'ar'],
    ['https://majlis.network/ar/forgot-password', {}, 'ar'],
    ['https://majlis.network/ar', null, 'ar'],
    ['/ar/login', null, 'ar'],
    ['https://majlis.network/login', null, 'en'],
    ['https://majlis.network/arabic-night', null, 'en'],
    ['https://majlis.network/login', { locale: 'ar' }, 'ar'],
    ['https://majlis.network/login', { locale: 'fr' }, 'en'],
    ['not a url', undefined, 'en'],
  ] as const)('%s with metadata %j: %s', (redirectTo, metadata, expected) => {
    expect(authMailLocale(redirectTo, metadata)).toBe(expected);
  });

  it('writes an Arabic mail right to left, with the link, code and name left to right', () => {
    const link = 'https://majlis.network/auth/v1/verify?token=abc&type=magiclink';
    const mail = composeAuthMail('magiclink', link, '123456', 'Majlis Network', 'ar');
    expect(mail.subject).toBe('Majlis Network: رابط الدخول');
    // The plain-text link ends at a space before its closing mark, so readers end the link there.
    expect(mail.text).toContain(`\u2066${link} \u2069`);
    expect(mail.text).toContain('أو أدخل هذا الرمز: \u2066123456\u2069');
    expect(mail.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
    expect(mail.html).toContain('<strong dir="ltr">123456</strong>');
    expect(composeAuthMail('magiclink', link, '123456', 'Majlis Network').subject).toBe(
      'Majlis Network: Your magic link',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  alternatesOf,
  localeOfPath,
  localizedPath,
  toLocale,
  unlocalizedPath,
} from '~/lib/i18n/locales.ts';
import { isTranslatedPath } from '~/lib/site/public-routes.ts';

describe('locale paths', () => {
  it.each([
    ['/', 'en', '/', '/ar'],
    ['/people', 'en', '/people', '/ar/people'],
    ['/ar', 'ar', '/', '/ar'],
    ['/ar/people', 'ar', '/people', '/ar/people'],
    ['/ar/events/leap-dinner', 'ar', '/events/leap-dinner', '/ar/events/leap-dinner'],
    // Not the Arabic prefix: a page whose name starts with "ar".
    ['/arabic-week', 'en', '/arabic-week', '/ar/arabic-week'],
    ['/area', 'en', '/area', '/ar/area'],
  ] as const)('%s is %s; English %s, Arabic %s', (path, locale, english, arabic) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(unlocalizedPath(path)).toBe(english);
    expect(localizedPath(path, 'en')).toBe(english);
    expect(localizedPath(path, 'ar')).toBe(arabic);
  });

  it('names both languages and x-default (the English page) as alternates', () => {
    expect(alternatesOf('/ar/contact')).toEqual([
      { hreflang: 'en', path: '/contact' },
      { hreflang: 'ar', path: '/ar/contact' },
      { hreflang: 'x-default', path: '/contact' },
    ]);
    expect(alternatesOf('/').map((a) => a.path)).toEqual(['/', '/ar', '/']);
  });

  it('reads Astro.currentLocale, English when it is missing or unknown', () => {
    expect(toLocale('ar')).toBe('ar');
    expect(toLocale(undefined)).toBe('en');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale('constructor')).toBe('en');
  });
});

describe('isTranslatedPath', () => {
  it.each([
    ['/', true],
    ['/ar', true],
    ['/ar/people', true],
    ['/privacy-policy', true],
    ['/ar/events/leap-dinner', true],
    ['/resources', true],
    ['/login', true],
    ['/ar/login', true],
    ['/ar/register', true],
    ['/forgot-password', true],
    ['/account', true],
    ['/ar/account', true],
    ['/account/closed', false],
    ['/crm', false],
    ['/your-data', true],
    ['/ar/your-data', true],
    ['/your-data/verify', false],
    ['/404', false],
    ['/resources/inbound-contacts', false],
    ['/events/leap-dinner/extra', false],
  ] as const)('%s: %s', (path, translated) => {
    expect(isTranslatedPath(path)).toBe(translated);
  });
});

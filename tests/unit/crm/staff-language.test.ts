import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { shownAttendance, shownIndustry, shownStatus } from '../../../src/lib/crm/all-row-cells.ts';
import { englishLabels, labels } from '../../../src/lib/crm/labels.ts';
import { pageLocale } from '../../../src/lib/crm/page-language.ts';
import { crmDateFormat, formatCount } from '../../../src/lib/crm/staff-format.ts';
import {
  applyStaffLocale,
  ENGLISH,
  languageFromAcceptLanguage,
  staffLocaleOf,
} from '../../../src/lib/crm/staff-language.ts';
import { valueLabel } from '../../../src/lib/crm/value-labels.ts';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** The industries' Arabic names, as the page reads them from the content files. */
const INDUSTRIES_AR = Object.fromEntries(
  readdirSync('content/resources/industries').map((file) => [
    file.replace(/\.yaml$/, ''),
    (
      parse(readFileSync(`content/resources/industries/${file}`, 'utf8')) as {
        name: { ar: string };
      }
    ).name.ar,
  ]),
);

describe('the language a browser asks for first', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['ar', 'ar'],
    ['ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ar;q=0.8,en;q=0.5', 'ar'],
    ['en;q=0.4,ar;q=0.6', 'ar'],
    ['de-DE,fr', 'en'],
    ['ar;q=0,en', 'en'],
    ['*', 'en'],
  ] as const)('%j → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('follows the stored choice over the browser, and the browser until one is stored', () => {
    expect(pageLocale({ language: 'en', digits: 'latn' }, 'ar-SA')).toEqual(ENGLISH);
    expect(pageLocale({ language: null, digits: 'latn' }, 'ar-SA')).toEqual({
      language: 'ar',
      digits: 'latn',
    });
    expect(pageLocale({ language: 'ar', digits: 'arab' }, 'en')).toEqual({
      language: 'ar',
      digits: 'arab',
    });
  });

  it('keeps Western digits in English whatever is stored', () => {
    expect(staffLocaleOf('en', 'arab')).toEqual(ENGLISH);
  });
});

describe('the staff app in Arabic', () => {
  afterEach(() => applyStaffLocale(ENGLISH));

  it('swaps the words, the value names and the formats in, and back', async () => {
    const day = new Date('2026-03-05T16:30:00Z');
    expect(labels.app.overview).toBe('Overview');
    expect(valueLabel('stage', 'closed_won')).toBe('Closed Won');
    await applyStaffLocale({ language: 'ar', digits: 'latn' });
    expect(labels.app.overview).toMatch(ARABIC_LETTER);
    expect(labels).not.toBe(englishLabels);
    expect(valueLabel('stage', 'closed_won')).toMatch(ARABIC_LETTER);
    expect(formatCount(3000)).toBe('3,000');
    const date = crmDateFormat({ dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(day);
    expect(date).toMatch(ARABIC_LETTER);
    expect(date).toContain('2026');
    await applyStaffLocale({ language: 'ar', digits: 'arab' });
    expect(formatCount(3000)).toBe('٣٬٠٠٠');
    await applyStaffLocale(ENGLISH);
    expect(labels.app.overview).toBe('Overview');
    expect(crmDateFormat({ dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(day)).toBe(
      '5 March 2026',
    );
  });

  it('shows the All table’s cells as stored in English', () => {
    expect(shownStatus('Approved (dinner)')).toBe('Approved (dinner)');
    expect(shownIndustry('Financial Services')).toBe('Financial Services');
    expect(shownAttendance({ attended: 1, invited: 2 })).toBe('1 of 2');
  });

  it('shows the All table’s English cells in Arabic, an event’s title as stored', async () => {
    await applyStaffLocale({ language: 'ar', digits: 'latn' }, INDUSTRIES_AR);
    expect(shownIndustry('Financial Services')).toBe(valueLabel('industry', 'finance'));
    expect(shownIndustry('Financial Services')).toMatch(ARABIC_LETTER);
    expect(shownStatus('Closed Won')).toBe(valueLabel('stage', 'closed_won'));
    expect(shownStatus('Pending Review (dinner)')).toBe(
      `${valueLabel('requestStatus', 'pending')} (${valueLabel('eventType', 'dinner')})`,
    );
    expect(shownStatus('Walk-in (LEAP Dinner 2026)')).toBe(
      `${labels.all.walkIn} (LEAP Dinner 2026)`,
    );
    expect(shownStatus('Something else')).toBe('Something else');
    expect(shownAttendance({ attended: 1, invited: 2 })).toBe(labels.all.attendedOf('1', '2'));
    expect(shownAttendance({ attended: 0, invited: 0 })).toBe('');
  });
});

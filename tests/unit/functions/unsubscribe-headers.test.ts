import { describe, expect, it } from 'vitest';
import {
  unsubscribeHeaders,
  unsubscribeUrl,
} from '../../../supabase/functions/_shared/mail/unsubscribe-headers.ts';

const TOKEN = 'ab'.repeat(32);

describe('unsubscribeUrl', () => {
  it.each([
    ['https://majlis.example', `https://majlis.example/unsubscribe?token=${TOKEN}`],
    ['https://majlis.example/', `https://majlis.example/unsubscribe?token=${TOKEN}`],
    ['http://localhost:4402', `http://localhost:4402/unsubscribe?token=${TOKEN}`],
  ])('%s → %s', (site, expected) => {
    expect(unsubscribeUrl(site, TOKEN)).toBe(expected);
  });
});

describe("unsubscribeUrl in the mail's language", () => {
  it('leads an Arabic mail to the Arabic page, an English one to the English page', () => {
    expect(unsubscribeUrl('https://majlis.example/', TOKEN, 'ar')).toBe(
      `https://majlis.example/ar/unsubscribe?token=${TOKEN}`,
    );
    expect(unsubscribeUrl('https://majlis.example', TOKEN, 'en')).toBe(
      `https://majlis.example/unsubscribe?token=${TOKEN}`,
    );
  });
});

describe('unsubscribeHeaders', () => {
  it('names the link in angle brackets and marks it one-click (RFC 8058)', () => {
    const url = unsubscribeUrl('https://majlis.example', TOKEN);
    expect(unsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

// What the export archive hands over holds no link that lets its holder in
// (supabase/functions/_shared/privacy/access-links.ts): passes, sign-in, unsubscribe, signed files.
import { describe, expect, it } from 'vitest';
import {
  REMOVED_LINK,
  rowWithoutAccessLinks,
  withoutAccessLinks,
} from '../../../supabase/functions/_shared/privacy/access-links.ts';

const TOKEN = 'a'.repeat(64);

describe('withoutAccessLinks', () => {
  it.each([
    [
      'the door pass',
      `Your pass: https://majlis.example/pass/${TOKEN}`,
      `Your pass: ${REMOVED_LINK}`,
    ],
    [
      'the pass, in a sentence',
      `Open https://majlis.example/pass/${TOKEN}.`,
      `Open ${REMOVED_LINK}.`,
    ],
    ['the decline link', `(https://majlis.example/pass/${TOKEN}?decline)`, `(${REMOVED_LINK})`],
    [
      'the unsubscribe link',
      `Unsubscribe: https://majlis.example/unsubscribe?token=${TOKEN}`,
      `Unsubscribe: ${REMOVED_LINK}`,
    ],
    [
      'a sign-in link',
      'https://majlis.example/auth/v1/verify?token=pkce_1&type=magiclink&redirect_to=x',
      REMOVED_LINK,
    ],
    [
      'a signed archive link',
      'https://p.supabase.co/storage/v1/object/sign/personal_data_exports/a.zip?token=eyJ',
      REMOVED_LINK,
    ],
    [
      'an HTML button',
      `<a href="https://majlis.example/your-data/verify?id=1&amp;token=${TOKEN}">Verify</a>`,
      `<a href="${REMOVED_LINK}">Verify</a>`,
    ],
    [
      'an Arabic text part, its link isolated',
      `تذكرتك: \u2066https://majlis.example/pass/${TOKEN}\u2069`,
      `تذكرتك: \u2066${REMOVED_LINK}\u2069`,
    ],
    [
      'the site and the privacy notice, kept',
      'https://majlis.example/ and https://majlis.example/privacy?lang=ar',
      'https://majlis.example/ and https://majlis.example/privacy?lang=ar',
    ],
    ['text without links, kept', 'Called ليلى about the dinner.', 'Called ليلى about the dinner.'],
  ])('%s', (_, text, expected) => {
    expect(withoutAccessLinks(text)).toBe(expected);
  });
});

describe('rowWithoutAccessLinks', () => {
  it('cleans every string of a row, nested ones too, and keeps the rest', () => {
    const row = {
      id: 7,
      subject: 'Your invitation',
      text_body: `Pass: https://x.example/pass/${TOKEN}`,
      headers: { 'List-Unsubscribe': `<https://x.example/unsubscribe?token=${TOKEN}>` },
      attachments: [{ content: `URL:https://x.example/pass/${TOKEN}` }],
      sent: true,
      html_body: null,
    };
    expect(rowWithoutAccessLinks(row)).toEqual({
      ...row,
      text_body: `Pass: ${REMOVED_LINK}`,
      headers: { 'List-Unsubscribe': `<${REMOVED_LINK}>` },
      attachments: [{ content: `URL:${REMOVED_LINK}` }],
    });
  });
});

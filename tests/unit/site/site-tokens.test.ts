import { describe, expect, it } from 'vitest';
import { fillSiteTokens } from '~/lib/site/site-tokens.ts';

const values = {
  name: 'Majlis & Co',
  email: {
    general: 'hello@example.com',
    privacy: 'privacy@example.com',
    legal: 'legal@example.com',
  },
  controller: {
    legalName: 'Majlis & Co — شركة المجلس',
    address: 'Office 4 "Al Faisaliah", Riyadh 12212',
    dataProtectionContact: 'Sara Al-Qahtani, Data Protection Officer',
  },
};

describe('fillSiteTokens', () => {
  it.each([
    [
      '<p>Write to {{email.privacy}}.</p>',
      '<p>Write to <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>',
    ],
    ['{{ email.legal }}', '<a href="mailto:legal@example.com">legal@example.com</a>'],
    ['{{email.general}}', '<a href="mailto:hello@example.com">hello@example.com</a>'],
    ['<p>{{site.name}} is</p>', '<p>Majlis &amp; Co is</p>'],
    ['<p>no tokens {here}</p>', '<p>no tokens {here}</p>'],
    ['{{controller.legalName}}', 'Majlis &amp; Co — شركة المجلس'],
    ['{{ controller.address }}', 'Office 4 &quot;Al Faisaliah&quot;, Riyadh 12212'],
    ['{{controller.dataProtectionContact}}', 'Sara Al-Qahtani, Data Protection Officer'],
  ])('%s', (html, expected) => {
    expect(fillSiteTokens(html, values)).toBe(expected);
  });

  it('replaces every occurrence', () => {
    expect(fillSiteTokens('{{site.name}} {{site.name}}', values)).toBe(
      'Majlis &amp; Co Majlis &amp; Co',
    );
  });

  it.each(['{{email.sales}}', '{{site.url}}', '{{name}}', '{{controller.phone}}'])(
    'fails the build on the unknown token %s',
    (html) => {
      expect(() => fillSiteTokens(html, values)).toThrow(/unknown token/);
    },
  );

  it('escapes an address so it cannot break out of the attribute', () => {
    const hostile = { ...values, email: { ...values.email, legal: 'a"b@example.com' } };
    expect(fillSiteTokens('{{email.legal}}', hostile)).toBe(
      '<a href="mailto:a&quot;b@example.com">a&quot;b@example.com</a>',
    );
  });

  it('marks each address left to right inside right-to-left text, and only there (issue 28)', () => {
    const arabic = '<p>راسلنا على {{email.privacy}}. {{site.name}}</p>';
    expect(fillSiteTokens(arabic, values, { leftToRight: true })).toBe(
      '<p>راسلنا على <a href="mailto:privacy@example.com" dir="ltr">privacy@example.com</a>. Majlis &amp; Co</p>',
    );
    expect(fillSiteTokens('{{email.legal}}', values)).not.toContain('dir=');
  });
});

import { describe, expect, it } from 'vitest';
import { campaignMail } from '../../../supabase/functions/_shared/mail/templates/campaign-mail.ts';
import { EMPTY_AUDIENCE } from '../../../src/lib/crm/campaigns/audience-rule.ts';
import { campaignPreview } from '../../../src/lib/crm/campaigns/campaign-preview.ts';

const site = { siteName: 'Majlis Network', siteUrl: 'https://majlis.example' };
const draft = {
  senderName: '  فريق المجلس ',
  subject: { en: 'Dinner #3: 100% booked? 🎉', ar: 'عشاء LEAP 2026 🎉' },
  body: {
    en: '# A seat is open\n\nRequest it [here](https://majlis.example/events/leap-dinner).\n\n- **Bold** and *italics*',
    ar: '## مقعد متاح\n\nاطلبه <b>هنا</b> في LEAP 2026.',
  },
  audience: EMPTY_AUDIENCE,
};

describe('the campaign preview', () => {
  it('is the job’s own mail, but for the unsubscribe token', () => {
    const preview = campaignPreview(draft, 'en', { firstName: 'Noura' }, site);
    const sent = campaignMail(
      {
        firstName: 'Noura',
        subject: draft.subject.en,
        body: draft.body.en,
        senderName: 'فريق المجلس',
        unsubscribeUrl: 'https://majlis.example/unsubscribe?token=preview',
        test: false,
      },
      site,
      'en',
    );
    expect(preview).toEqual(sent);
    expect(preview.html).toContain('<h1 ');
    expect(preview.html).toContain('href="https://majlis.example/events/leap-dinner"');
    expect(preview.html).toContain('<strong>Bold</strong>');
  });

  it('is right to left in Arabic, unsubscribes in Arabic, and escapes what staff typed', () => {
    const preview = campaignPreview(draft, 'ar', { firstName: 'فيصل' }, site);
    expect(preview.html).toContain('<html lang="ar" dir="rtl">');
    expect(preview.html).toContain('https://majlis.example/ar/unsubscribe?token=preview');
    expect(preview.html).toContain('&gt;هنا&lt;/');
    expect(preview.html).not.toContain('<b>');
    expect(preview.subject).toBe('عشاء LEAP 2026 🎉');
    expect(preview.text).toContain('فيصل');
  });
});

describe('an announcement’s preview', () => {
  const event = { slug: 'leap-dinner', title: { en: 'LEAP Dinner', ar: 'عشاء LEAP' } };

  it.each([
    ['en', 'https://majlis.example/events/leap-dinner#register', 'LEAP Dinner'],
    ['ar', 'https://majlis.example/ar/events/leap-dinner#register', 'عشاء'],
  ] as const)('in %s links to the event’s request form', (locale, url, title) => {
    const preview = campaignPreview(draft, locale, { firstName: '' }, site, event);
    expect(preview.html).toContain(`href="${url}"`);
    expect(preview.text).toContain(url);
    expect(preview.html).toContain(title);
  });

  it('has no request link without an event', () => {
    expect(campaignPreview(draft, 'en', { firstName: '' }, site).html).not.toContain('#register');
  });
});

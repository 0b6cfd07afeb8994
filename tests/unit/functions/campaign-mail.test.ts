// A campaign's mail from its Markdown (mail/mail-markdown.ts, mail/templates/campaign-mail.ts):
// the subset staff write becomes HTML and readable text, nothing typed can open an element or a
// script link, Arabic reads right to left with its Latin runs in order, and every mail carries its
// sender, why it came and the unsubscribe link.
import { describe, expect, it } from 'vitest';
import { renderMailMarkdown } from '../../../supabase/functions/_shared/mail/mail-markdown.ts';
import { campaignMail } from '../../../supabase/functions/_shared/mail/templates/campaign-mail.ts';

const SITE = { siteName: 'Majlis Network', siteUrl: 'https://majlis.example' };
const UNSUBSCRIBE = `https://majlis.example/unsubscribe?token=${'ab'.repeat(32)}`;

describe('renderMailMarkdown', () => {
  const source = [
    '# March dinner 🎉',
    '',
    'A **seat** is open for _one_ guest.',
    'Request it [on the event page](https://majlis.example/events/march-dinner?from=mail).',
    '',
    '- Riyadh, 7 pm',
    '- Dress: business',
    '',
    '1. Request',
    '2. Wait for our mail',
  ].join('\n');

  it('turns the subset into inline-styled HTML', () => {
    const { html } = renderMailMarkdown(source, false);
    expect(html).toContain('>March dinner 🎉</h1>');
    expect(html).toContain('A <strong>seat</strong> is open for <em>one</em> guest.<br>Request it');
    expect(html).toContain(
      '<a href="https://majlis.example/events/march-dinner?from=mail" style="color:#0f5132">on the event page</a>.',
    );
    expect(html).toContain('<li>Riyadh, 7 pm</li><li>Dress: business</li></ul>');
    expect(html).toContain('<ol style="margin:0 0 16px;padding-left:24px;line-height:1.5"><li>');
  });

  it('keeps the text part readable: no marks, links written out, lists bulleted', () => {
    expect(renderMailMarkdown(source, false).paragraphs).toEqual([
      'March dinner 🎉',
      'A seat is open for one guest.\nRequest it on the event page (https://majlis.example/events/march-dinner?from=mail).',
      '• Riyadh, 7 pm\n• Dress: business',
      '1. Request\n2. Wait for our mail',
    ]);
  });

  it('escapes what staff type and links only to web or mail addresses', () => {
    const { html } = renderMailMarkdown(
      '<script>alert(1)</script> [click](javascript:alert(1)) [write](mailto:team+events@majlis.example) snake_case_name',
      false,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('<a href="mailto:team+events@majlis.example"');
    expect(html).toContain('snake_case_name');
  });

  it('isolates the Latin runs of Arabic and indents lists from the right', () => {
    const { html, paragraphs } = renderMailMarkdown(
      'يوجد **مقعد** متاح في عشاء LEAP 2026.\n\n- الرياض',
      true,
    );
    expect(html).toContain('<span dir="ltr">LEAP 2026</span>');
    expect(html).toContain('<strong>مقعد</strong>');
    expect(html).toContain('padding-right:24px');
    expect(paragraphs[0]).toBe('يوجد مقعد متاح في عشاء \u2066LEAP 2026\u2069.');
  });
});

describe('campaignMail', () => {
  const data = {
    firstName: 'فيصل',
    subject: ' مقعد متاح 🎉 ',
    body: 'يوجد مقعد متاح.',
    senderName: 'فريق المجلس',
    unsubscribeUrl: UNSUBSCRIBE.replace('/unsubscribe', '/ar/unsubscribe'),
    test: false,
  };

  it('writes an Arabic mail right to left with its sender, reason and unsubscribe link', () => {
    const mail = campaignMail(data, SITE, 'ar');
    expect(mail.subject).toBe('مقعد متاح 🎉');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<p style="margin:0 0 16px;line-height:1.5">يوجد مقعد متاح.</p>');
    expect(mail.text).toContain('أرسلها \u2068فريق المجلس\u2069 من \u2066Majlis Network\u2069');
    expect(mail.text).toContain(`إلغاء الاشتراك: \u2066${data.unsubscribeUrl} \u2069`);
    expect(mail.html).toContain(`href="${data.unsubscribeUrl}"`);
  });

  it('says in English who sends it, and marks a test send as one', () => {
    const mail = campaignMail(
      { ...data, firstName: 'Noura', subject: 'A seat', body: 'Hello **all**', test: true },
      SITE,
      'en',
    );
    expect(mail.text).toContain('Dear Noura,\n\nTest send: only you received this e-mail.');
    expect(mail.text).toContain('Hello all');
    expect(mail.html).toContain('Hello <strong>all</strong>');
    expect(mail.text).toContain('Sent by \u2068فريق المجلس\u2069 of Majlis Network');
    expect(mail.text).toContain(`Unsubscribe: ${data.unsubscribeUrl}`);
  });
});

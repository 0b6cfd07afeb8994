// The mails a person gets in reply to their own request, in Arabic (issue 28): subject and body in
// Arabic, <html lang="ar" dir="rtl">, a plain-text part in Arabic, links and the brand isolated
// left to right, links to the /ar/ pages where they exist, dates as the site writes them.
import { describe, expect, it } from 'vitest';
import { contentEvent } from '../../support/content-events.ts';
import { formatEventTime } from '../../../supabase/functions/_shared/invitations/format-event-time.ts';
import { invitationCalendar } from '../../../supabase/functions/_shared/invitations/invitation-calendar.ts';
import {
  isolate,
  isolateLatinRuns,
  isolatesToHtml,
  ltr,
  ltrLink,
  withoutIsolates,
} from '../../../supabase/functions/_shared/mail/bidi.ts';
import {
  composeMail,
  type ComposedMail,
} from '../../../supabase/functions/_shared/mail/compose-mail.ts';
import { eventConfirmationMail } from '../../../supabase/functions/_shared/mail/templates/event-confirmation.ts';
import { eventStatusMail } from '../../../supabase/functions/_shared/mail/templates/event-status.ts';
import {
  invitationCancelMail,
  invitationMail,
  invitationWithdrawnMail,
  reminderMail,
  type GuestMailData,
} from '../../../supabase/functions/_shared/mail/templates/invitation.ts';
import { memberInvitationMail } from '../../../supabase/functions/_shared/mail/templates/member-invitation.ts';
import { membershipStatusMail } from '../../../supabase/functions/_shared/mail/templates/membership-status.ts';
import { networkConfirmationMail } from '../../../supabase/functions/_shared/mail/templates/network-confirmation.ts';
import { newsletterConfirmationMail } from '../../../supabase/functions/_shared/mail/templates/newsletter-confirmation.ts';
import { MAIL_WORDS } from '../../../supabase/functions/_shared/mail/words/mail-words.ts';

const site = { siteName: 'Majlis Network', siteUrl: 'https://majlis.example' };
const UNSUBSCRIBE = `https://majlis.example/unsubscribe?token=${'f'.repeat(64)}`;
const CONFIRM = `https://majlis.example/ar/newsletter/confirm?token=${'e'.repeat(64)}`;
const PASS = `https://majlis.example/pass/${'a'.repeat(64)}`;
/** Arabic letters (the basic block): a text "in Arabic" has many. */
const ARABIC = /[\u0600-\u06FF]/g;

const guest: GuestMailData = {
  firstName: 'سارة',
  eventTitle: 'عشاء السحور الرمضاني',
  when: formatEventTime('2025-03-08T21:00:00+03:00', 'Asia/Riyadh', 'ar'),
  where: 'Venue in Riyadh, shared with confirmed guests, Riyadh',
  passUrl: PASS,
  declineUrl: `${PASS}#decline`,
  locale: 'ar',
};

const MAILS: Record<string, ComposedMail> = {
  'network confirmation': networkConfirmationMail(
    { firstName: 'سارة', company: 'Acme [KSA] #1 & Co' },
    site,
    'ar',
  ),
  'newsletter confirmation': newsletterConfirmationMail(
    { firstName: 'سارة', confirmUrl: CONFIRM },
    site,
    'ar',
  ),
  'event confirmation': eventConfirmationMail(
    { firstName: 'Sara 👋', eventType: 'forum', company: 'شركة الأفق' },
    site,
    'ar',
  ),
  'event approved': eventStatusMail(
    { firstName: 'سارة', eventType: 'dinner', status: 'approved' },
    site,
    'ar',
  ),
  'event waitlist': eventStatusMail(
    { firstName: 'سارة', eventType: 'forum', status: 'waitlist' },
    site,
    'ar',
  ),
  'event rejected': eventStatusMail(
    { firstName: 'سارة', eventType: 'dinner', status: 'rejected' },
    site,
    'ar',
  ),
  'membership approved': membershipStatusMail(
    { firstName: 'سارة', status: 'approved', invitationSent: false },
    site,
    'ar',
  ),
  'membership waitlist': membershipStatusMail(
    { firstName: 'سارة', status: 'waitlist', invitationSent: false },
    site,
    'ar',
  ),
  'membership rejected': membershipStatusMail(
    { firstName: 'سارة', status: 'rejected', invitationSent: false },
    site,
    'ar',
  ),
  'member invitation': memberInvitationMail(
    {
      firstName: 'سارة',
      setPasswordUrl: 'https://majlis.example/login?token_hash=abc&type=invite',
    },
    site,
    'ar',
  ),
  invitation: invitationMail(guest, site),
  'invitation declined': invitationCancelMail(guest, site),
  'invitation withdrawn': invitationWithdrawnMail(guest, site),
  'reminder 24 h': reminderMail(guest, 24, site),
  'reminder 3 h': reminderMail(guest, 3, site),
};

describe('Arabic mails', () => {
  it.each(Object.entries(MAILS))(
    '%s: Arabic subject, rtl HTML, Arabic text part',
    (_name, mail) => {
      expect(mail.subject.match(ARABIC)?.length ?? 0).toBeGreaterThan(3);
      expect(mail.subject).not.toMatch(/[\u2066-\u2069]/);
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain('<div dir="rtl" ');
      expect(mail.html).toContain(`<title>${mail.subject}</title>`);
      // The text part is Arabic through and through, not an English mail with an Arabic greeting.
      expect(mail.text.match(ARABIC)?.length ?? 0).toBeGreaterThan(80);
      expect(mail.text).toContain('مع أطيب التحيات،');
      expect(mail.text).not.toMatch(/Warm regards|Dear |Thank you|Unsubscribe/);
      // The brand and the home link read left to right; the home link is the Arabic home page.
      expect(mail.text).toContain(
        `${ltr('Majlis Network')} · ${ltrLink('https://majlis.example/ar')}`,
      );
      // A reader that links plain-text addresses ends a link at a space: no link takes in an
      // invisible direction mark (with one, the pass link answered 404).
      for (const link of mail.text.match(/https?:\/\/\S+/g) ?? [])
        expect(link, link).not.toMatch(/[\u200E\u200F\u2066-\u2069]/);
      expect(mail.html).toContain('<span dir="ltr">Majlis Network</span>');
      expect(mail.html).toContain('<a href="https://majlis.example/ar" dir="ltr"');
      // No isolate is left behind as a character in the HTML.
      expect(mail.html).not.toMatch(/[\u2066-\u2069]/);
    },
  );

  it('greets by name in Arabic, isolating the name, or without one', () => {
    expect(MAILS['event confirmation']?.text.startsWith(`مرحبًا ${isolate('Sara 👋')}،`)).toBe(true);
    expect(MAILS['event confirmation']?.html).toContain('مرحبًا <bdi>Sara 👋</bdi>،');
    expect(networkConfirmationMail({ firstName: '  ' }, site, 'ar').text).toMatch(/^مرحبًا،\n/);
  });

  it('escapes what people typed and keeps it whole in its own direction', () => {
    const mail = MAILS['network confirmation'];
    expect(mail?.html).toContain('<bdi>Acme [KSA] #1 &amp; Co</bdi>');
    expect(mail?.text).toContain(isolate('Acme [KSA] #1 & Co'));
    const hostile = networkConfirmationMail(
      { firstName: '<script>x</script>', company: `"><img src=x>${'\u2069'}` },
      site,
      'ar',
    );
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('<img');
  });

  it('links: a marketing mail’s unsubscribe link, written left to right', () => {
    const mail = composeMail({
      ...site,
      locale: 'ar',
      subject: 'النشرة',
      greeting: 'مرحبًا،',
      paragraphs: ['نص'],
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(mail.text).toContain(`إلغاء الاشتراك: ${ltrLink(UNSUBSCRIBE)}`);
    expect(mail.html).toContain(
      `<a href="${UNSUBSCRIBE}" style="color:#5b6460">إلغاء الاشتراك</a>`,
    );
  });

  it('the newsletter confirmation: its Arabic button leads to the Arabic confirm page', () => {
    const mail = MAILS['newsletter confirmation'];
    expect(mail?.html).toContain('>تأكيد اشتراكي</a>');
    expect(mail?.html).toContain(`href="${CONFIRM}"`);
  });

  it('an action: Arabic label on the button, the URL left to right in the text part', () => {
    const mail = MAILS['member invitation'];
    expect(mail?.html).toContain('>تعيين كلمة المرور</a>');
    expect(mail?.text).toContain(
      `تعيين كلمة المرور: ${ltrLink('https://majlis.example/login?token_hash=abc&type=invite')}`,
    );
    expect(MAILS['invitation']?.text).toContain(`افتح بطاقة الدخول: ${ltrLink(PASS)}`);
    // The decline link is a button in the HTML part, never the raw address.
    expect(MAILS['invitation']?.html).toMatch(
      new RegExp(`<a href="${PASS}#decline"[^>]*>الاعتذار عن الحضور</a>`),
    );
    expect(MAILS['invitation']?.html).not.toContain(`>${PASS}#decline<`);
  });

  it('membership approved without a new account: the login address left to right', () => {
    expect(MAILS['membership approved']?.html).toContain(
      '<span dir="ltr">https://majlis.example/login</span>',
    );
  });

  it('names the event type in Arabic', () => {
    expect(MAILS['event confirmation']?.subject).toBe('طلب دعوتك إلى منتدى الأعمال');
    expect(MAILS['event approved']?.subject).toBe('دعوتك إلى عشاء الشبكة');
  });

  it('reminders count hours the Arabic way', () => {
    expect(MAILS['reminder 24 h']?.subject).toBe('غدًا: عشاء السحور الرمضاني');
    expect(MAILS['reminder 24 h']?.text).toContain('يحين بعد 24 ساعة.');
    expect(MAILS['reminder 3 h']?.subject).toBe('اليوم: عشاء السحور الرمضاني');
    expect(MAILS['reminder 3 h']?.text).toContain('يحين بعد 3 ساعات.');
  });
});

describe('formatEventTime in Arabic', () => {
  it.each([
    [
      '2025-03-08T21:00:00+03:00',
      'Asia/Riyadh',
      'السبت، 8 مارس 2025 (8 رمضان 1446 هـ)، 9:00 م (بتوقيت الرياض)',
    ],
    // After midnight in Riyadh the day (both calendars) is the next one.
    [
      '2025-02-09T22:30:00Z',
      'Asia/Riyadh',
      'الاثنين، 10 فبراير 2025 (11 شعبان 1446 هـ)، 1:30 ص (بتوقيت الرياض)',
    ],
    [
      '2025-02-09T23:30:00+03:00',
      'America/New_York',
      `الأحد، 9 فبراير 2025 (10 شعبان 1446 هـ)، 3:30 م (بتوقيت ${ltr('New York')})`,
    ],
  ])('%s in %s', (iso, zone, expected) => {
    expect(formatEventTime(iso, zone, 'ar')).toBe(expected);
  });
});

describe('the calendar entry in Arabic', () => {
  const event = contentEvent('suhoor-dinner');
  const base = {
    uid: 'uid-1@invitations.majlis.network',
    sequence: 0,
    guest: { name: 'سارة حداد', email: 'sara@example.org' },
    organizer: { name: 'Majlis Network', email: 'invitations@majlis.example' },
    passUrl: PASS,
    stamp: new Date('2025-03-01T10:00:00Z'),
    siteName: 'Majlis Network',
    locale: 'ar' as const,
  };
  /** The unfolded value of one property (RFC 5545 folds lines at 75 octets). */
  const property = (ics: string, name: string) =>
    new RegExp(`^${name}[^:]*:(.*)$`, 'm').exec(ics.replace(/\r\n[ \t]/g, ''))?.[1];

  it('SUMMARY is the Arabic title and LOCATION the Arabic venue when the content has them', () => {
    const ics = invitationCalendar({
      ...base,
      method: 'request',
      event: { ...event, title_ar: 'عشاء السحور الرمضاني' },
    });
    expect(property(ics, 'SUMMARY')).toBe('عشاء السحور الرمضاني');
    expect(property(ics, 'LOCATION')).toBe(
      `${event.venue_ar}، ${event.area_ar}`.replace(/[,;]/g, '\\$&'),
    );
    expect(property(ics, 'DESCRIPTION')).toBe(`بطاقة دخولك (أبرزها عند الباب): ${PASS}`);
    expect(property(ics, 'PRODID')).toBe('-//Majlis Network//Invitations//AR');
  });

  it('SUMMARY falls back to the English title; a cancellation says who will not come', () => {
    // An event whose content gives no Arabic title or venue.
    const englishOnly = { ...event, title_ar: null, venue_ar: null, area_ar: null };
    const ics = invitationCalendar({ ...base, method: 'cancel', event: englishOnly });
    expect(property(ics, 'SUMMARY')).toBe('Ramadan Suhoor Dinner');
    expect(property(ics, 'LOCATION')).toBe(
      `${event.venue_en}, ${event.area_en}`.replace(/[,;]/g, '\\$&'),
    );
    expect(property(ics, 'DESCRIPTION')).toBe('تعذّر حضور سارة حداد.');
  });
});

describe('the mail words', () => {
  it('every language has every entry (the type says so; this checks nothing is blank)', () => {
    const keys = (locale: keyof typeof MAIL_WORDS) => Object.keys(MAIL_WORDS[locale]).sort();
    expect(keys('ar')).toEqual(keys('en'));
    for (const words of Object.values(MAIL_WORDS)) {
      // homePath is the one entry that may be empty: the English home is the site's root.
      for (const [key, value] of Object.entries(words)) {
        if (typeof value === 'string' && key !== 'homePath') expect(value.trim()).not.toBe('');
      }
    }
  });
});

describe('bidi isolates', () => {
  it('become elements in HTML and vanish from subjects', () => {
    expect(isolatesToHtml(`a ${ltr('x@y.z')} b ${isolate('سارة')}`)).toBe(
      'a <span dir="ltr">x@y.z</span> b <bdi>سارة</bdi>',
    );
    expect(withoutIsolates(`${ltr('Majlis')} ${isolate('x')}`)).toBe('Majlis x');
  });

  const L = (run: string) => `\u2066${run}\u2069`;
  it.each([
    ['أمسية مع 180 Studios', `أمسية مع ${L('180 Studios')}`, 'a name that starts with digits'],
    [
      'تعريف بـ 180 Studios، الجزء الأول',
      `تعريف بـ ${L('180 Studios')}، الجزء الأول`,
      'ends before the Arabic comma',
    ],
    ['شركة Ceer Motors للسيارات', `شركة ${L('Ceer Motors')} للسيارات`, 'a brand of two words'],
    ['رؤية PIF 2.0 الجديدة', `رؤية ${L('PIF 2.0')} الجديدة`, 'a version number inside'],
    ['شركة A&B Co. المحدودة', `شركة ${L('A&B Co')}. المحدودة`, 'signs between words, not after'],
    ['في 15 نوفمبر 2026', 'في 15 نوفمبر 2026', 'digits alone are left'],
    ['An Evening with 180 Studios', 'An Evening with 180 Studios', 'no Arabic: nothing to do'],
    ['Café Zoë في جدة', `${L('Café Zoë')} في جدة`, 'Latin accents'],
    ['', '', 'empty'],
  ])('isolateLatinRuns(%j) (%s)', (text, expected) => {
    expect(isolateLatinRuns(text)).toBe(expected);
    // Once isolated, a second pass finds the same runs: titles pass through it more than once.
    expect(isolateLatinRuns(isolateLatinRuns(text))).toBe(
      expected.replace(/\u2066([^\u2069]*)\u2069/g, (_, run: string) => L(run)),
    );
  });

  it('keep a digit-led run in order where isolates cannot go, with a left-to-right mark', () => {
    expect(withoutIsolates(isolateLatinRuns('أمسية مع 180 Studios'))).toBe(
      'أمسية مع \u200E180 Studios',
    );
    expect(withoutIsolates(isolateLatinRuns('شركة Ceer Motors'))).toBe('شركة Ceer Motors');
  });

  it('isolate a title inside a mail line, its Latin runs too', () => {
    expect(isolatesToHtml(isolate('أمسية مع 180 Studios'))).toBe(
      '<bdi>أمسية مع <span dir="ltr">180 Studios</span></bdi>',
    );
  });
});

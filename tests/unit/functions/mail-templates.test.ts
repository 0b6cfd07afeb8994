import { describe, expect, it } from 'vitest';
import { composeMail } from '../../../supabase/functions/_shared/mail/compose-mail.ts';
import { escapeHtml } from '../../../supabase/functions/_shared/mail/escape-html.ts';
import { eventConfirmationMail } from '../../../supabase/functions/_shared/mail/templates/event-confirmation.ts';
import { eventStatusMail } from '../../../supabase/functions/_shared/mail/templates/event-status.ts';
import { memberInvitationMail } from '../../../supabase/functions/_shared/mail/templates/member-invitation.ts';
import { membershipStatusMail } from '../../../supabase/functions/_shared/mail/templates/membership-status.ts';
import { networkConfirmationMail } from '../../../supabase/functions/_shared/mail/templates/network-confirmation.ts';
import { newsletterConfirmationMail } from '../../../supabase/functions/_shared/mail/templates/newsletter-confirmation.ts';

const site = { siteName: 'Majlis Network', siteUrl: 'https://majlis.example' };
const hostile = '<script>alert("x")</script> & Co';
const UNSUBSCRIBE = `https://majlis.example/unsubscribe?token=${'f'.repeat(64)}`;
const CONFIRM = `https://majlis.example/newsletter/confirm?token=${'e'.repeat(64)}`;

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('mail templates', () => {
  const mails = [
    networkConfirmationMail({ firstName: hostile, company: hostile }, site),
    newsletterConfirmationMail({ firstName: hostile, confirmUrl: CONFIRM }, site),
    eventConfirmationMail({ firstName: hostile, eventType: 'forum', company: hostile }, site),
    eventStatusMail({ firstName: hostile, eventType: 'dinner', status: 'approved' }, site),
    membershipStatusMail({ firstName: hostile, status: 'rejected', invitationSent: false }, site),
    memberInvitationMail(
      {
        firstName: hostile,
        setPasswordUrl: 'https://majlis.example/login?token_hash=a"b&type=invite',
      },
      site,
    ),
  ];

  it.each(mails.map((mail) => [mail.subject, mail] as const))(
    '%s: escapes visitor text in HTML',
    (_subject, mail) => {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      // The plain-text version keeps the words as typed.
      expect(mail.text).toContain(hostile);
    },
  );

  it('keeps visitor text out of subjects (no header injection)', () => {
    for (const mail of mails) expect(mail.subject).not.toContain('<script');
  });

  it('escapes link URLs in attributes', () => {
    const invitation = mails[5];
    expect(invitation?.html).toContain(
      'href="https://majlis.example/login?token_hash=a&quot;b&amp;type=invite"',
    );
    expect(invitation?.text).toContain(
      'Set your password: https://majlis.example/login?token_hash=a"b&type=invite',
    );
  });

  it('never mentions a password value, only a link to set one', () => {
    for (const mail of mails) expect(mail.text).not.toMatch(/temporary password|password is/i);
  });

  it.each([
    ['approved', true, 'separate e-mail with a link to set your password'],
    ['approved', false, 'https://majlis.example/login'],
    ['waitlist', false, 'waitlist'],
    ['rejected', false, 'unable to offer you membership'],
  ] as const)('membership %s (invitation sent: %s) says %j', (status, invitationSent, phrase) => {
    expect(
      membershipStatusMail({ firstName: 'Sara', status, invitationSent }, site).text,
    ).toContain(phrase);
  });

  it('greets by name, or neutrally without one', () => {
    expect(
      newsletterConfirmationMail({ firstName: 'Sara', confirmUrl: CONFIRM }, site).text.startsWith(
        'Dear Sara,',
      ),
    ).toBe(true);
    expect(
      newsletterConfirmationMail({ firstName: ' ', confirmUrl: CONFIRM }, site).text.startsWith(
        'Hello,',
      ),
    ).toBe(true);
  });

  it('shows a marketing mail’s unsubscribe link in both versions; the reply mails have none', () => {
    const mail = composeMail({
      ...site,
      subject: 'News',
      greeting: 'Dear Sara,',
      paragraphs: ['Body'],
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(mail.text.endsWith(`Unsubscribe: ${UNSUBSCRIBE}`)).toBe(true);
    expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}" style="color:#5b6460">Unsubscribe</a>`);
    for (const other of mails) expect(other.text).not.toContain('Unsubscribe');
  });

  it('asks a newsletter sign-up to confirm with a button to its link, before anything else is sent', () => {
    const mail = newsletterConfirmationMail({ firstName: 'Sara', confirmUrl: CONFIRM }, site);
    expect(mail.subject).toBe('Confirm your subscription to the Majlis Network newsletter');
    expect(mail.html).toContain('>Confirm my subscription</a>');
    expect(mail.text).toContain(CONFIRM);
  });

  it('names the event the request was for', () => {
    expect(
      eventConfirmationMail({ firstName: 'Sara', eventType: 'forum' }, site).subject,
    ).toContain('the Business Forum');
    expect(
      eventStatusMail({ firstName: 'Sara', eventType: 'dinner', status: 'waitlist' }, site).subject,
    ).toContain('the network dinner');
  });

  it('signs with the site name and links the site', () => {
    const mail = composeMail({ ...site, subject: 'S', greeting: 'Hello,', paragraphs: ['Body'] });
    expect(mail.text).toBe(
      'Hello,\n\nBody\n\nWarm regards,\nThe Majlis Network team\n\nMajlis Network · https://majlis.example',
    );
    expect(mail.html).toContain('<a href="https://majlis.example"');
  });
});

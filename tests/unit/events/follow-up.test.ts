// The follow-up's pure rules (docs/behaviour/event-guests.md#follow-ups-after-the-event): who is in
// which audience, in what order, and the mail each recipient receives.
import { describe, expect, it } from 'vitest';
import {
  followUpParagraphs,
  followUpTemplate,
} from '../../../supabase/functions/_shared/mail/templates/follow-up.ts';
import {
  followUpAudience,
  followUpPreview,
  followUpRecipients,
  type FollowUpGuest,
} from '~/lib/events/follow-up.ts';
import { FOLLOW_UP_CASES } from './follow-up-cases.ts';

const SITE = { siteName: 'Majlis Network', siteUrl: 'https://majlis.example' };

describe('followUpAudience', () => {
  it.each(FOLLOW_UP_CASES)('$status, checked in $checked_in → $audience', (row) => {
    expect(followUpAudience(row)).toBe(row.audience);
  });
});

describe('followUpRecipients', () => {
  const guests: FollowUpGuest[] = [
    {
      guest_name: 'Omar Al-Farsi',
      email: 'omar@example.com',
      status: 'confirmed',
      checked_in: true,
    },
    { guest_name: 'ليلى حداد', email: 'layla@example.com', status: 'confirmed', checked_in: false },
    { guest_name: 'Amal 🌙 Noor', email: 'amal@example.com', status: 'declined', checked_in: true },
    {
      guest_name: 'Zaid Walk-in',
      email: 'zaid@example.com',
      status: 'confirmed',
      checked_in: true,
    },
    {
      guest_name: 'Dana Declined',
      email: 'dana@example.com',
      status: 'declined',
      checked_in: false,
    },
    { guest_name: 'Rami Removed', email: 'rami@example.com', status: 'removed', checked_in: false },
    { guest_name: 'Amal 🌙 Noor', email: 'a2@example.com', status: 'invited', checked_in: true },
  ];
  it('came: every checked-in guest, by name then address', () => {
    expect(followUpRecipients(guests, 'came').map((g) => g.email)).toEqual([
      'a2@example.com',
      'amal@example.com',
      'omar@example.com',
      'zaid@example.com',
    ]);
  });
  it('missed: seated and not checked in; declined and removed guests get nothing', () => {
    expect(followUpRecipients(guests, 'missed').map((g) => g.email)).toEqual(['layla@example.com']);
  });
});

describe('followUpParagraphs', () => {
  it.each([
    ['One line', ['One line']],
    ['First\n\nSecond', ['First', 'Second']],
    ['  First\r\n  \r\nSecond  \n\n\n\n', ['First', 'Second']],
    ['Line one\nline two', ['Line one\nline two']],
    ['\n\n  \n', []],
  ])('%j → %j', (body, expected) => {
    expect(followUpParagraphs(body)).toEqual(expected);
  });
});

describe('followUpPreview', () => {
  it('greets the sample by first name, keeps the text as written and names the sender', () => {
    const mail = followUpPreview(
      { subject: '  شكراً <for> coming 🎉 ', body: 'Slides: 50% off [deck] #1\n\nSee you soon.' },
      { guest_name: 'ليلى حداد' },
      'Leap Dinner',
      SITE,
    );
    expect(mail.subject).toBe('شكراً <for> coming 🎉');
    expect(mail.text).toContain('Dear ليلى,');
    expect(mail.text).toContain('Slides: 50% off [deck] #1\n\nSee you soon.');
    expect(mail.text).toContain(
      'Sent by Majlis Network to the guests of Leap Dinner, because you asked to attend.',
    );
    expect(mail.html).toContain('شكراً &lt;for&gt; coming 🎉');
    expect(mail.text).not.toContain('Unsubscribe');
  });
  it('a guest without a usable name is greeted plainly', () => {
    expect(
      followUpPreview({ subject: 's', body: 'b' }, { guest_name: ' ' }, 'X', SITE).text,
    ).toMatch(/^Hello,/);
  });
});

describe('followUpTemplate', () => {
  it('gives each audience its own subject and message naming the event', () => {
    const came = followUpTemplate('came', 'Leap Dinner');
    const missed = followUpTemplate('missed', 'Leap Dinner');
    expect(came.subject).not.toBe(missed.subject);
    for (const t of [came, missed]) {
      expect(t.subject).toContain('Leap Dinner');
      expect(t.body).toContain('Leap Dinner');
    }
  });
});

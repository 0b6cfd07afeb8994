import { describe, expect, it } from 'vitest';
import { historyItems } from '../../../src/lib/crm/network-history.ts';

const titles: Record<string, string> = { 'suhoor-dinner': 'Suhoor Dinner' };
const eventTitle = (slug: string | null) => (slug ? (titles[slug] ?? null) : null);
const now = new Date('2026-11-26T12:00:00Z');

describe("a contact's history with the network", () => {
  it('lists the application, each event request and the newsletter consent, newest first', () => {
    const items = historyItems(
      {
        membership: [
          {
            id: 'm1',
            request_status: 'account_created',
            created_at: '2026-02-01T09:00:00Z',
            approved_at: '2026-02-03T10:00:00Z',
          },
        ],
        events: [
          {
            id: 'e1',
            event_type: 'dinner',
            event_slug: 'suhoor-dinner',
            request_status: 'waitlist',
            created_at: '2026-03-01T09:00:00Z',
          },
          {
            id: 'e2',
            event_type: 'forum',
            event_slug: 'a-past-forum',
            request_status: '',
            created_at: '2026-01-15T09:00:00Z',
          },
        ],
        invitations: [],
      },
      '2026-01-01T08:00:00Z',
      eventTitle,
      now,
    );
    expect(items.map((item) => [item.text, item.at, item.decidedAt, item.request])).toEqual([
      ['Suhoor Dinner: Waitlist', '2026-03-01T09:00:00Z', null, { kind: 'event', id: 'e1' }],
      [
        'Membership application: Approved',
        '2026-02-01T09:00:00Z',
        '2026-02-03T10:00:00Z',
        { kind: 'membership', id: 'm1' },
      ],
      // An event no longer in the content files is named by its kind; an empty status is pending.
      ['forum request: Pending Review', '2026-01-15T09:00:00Z', null, { kind: 'event', id: 'e2' }],
      [
        'Newsletter consent, through the newsletter form on the home page',
        '2026-01-01T08:00:00Z',
        null,
        null,
      ],
    ]);
  });

  it('shows a sign-up awaiting its owner’s confirmation as unconfirmed, apart from the consent', () => {
    const items = historyItems(
      {
        membership: [],
        events: [],
        invitations: [],
        unconfirmedSignups: [{ id: 's1', created_at: '2026-11-30T09:00:00Z' }],
      },
      null,
      eventTitle,
      now,
    );
    expect(items).toEqual([
      {
        key: 'signup_s1',
        request: null,
        text: 'Newsletter sign-up, unconfirmed (no consent until the link in its mail is pressed)',
        at: '2026-11-30T09:00:00Z',
        decidedAt: null,
      },
    ]);
  });

  it('is empty for someone who never applied, asked or subscribed', () => {
    expect(
      historyItems({ membership: [], events: [], invitations: [] }, null, eventTitle, now),
    ).toEqual([]);
  });

  it.each([
    ['rejected', 'Rejected'],
    ['moved_to_pipeline', 'Moved to Pipeline'],
    ['account_exists', 'Approved'],
    ['pending', 'Pending Review'],
  ])('shows the decision %s as %s', (status, label) => {
    const [item] = historyItems(
      {
        membership: [{ id: 'm', request_status: status, created_at: '2026-01-01' }],
        events: [],
        invitations: [],
      },
      null,
      eventTitle,
      now,
    );
    expect(item?.text).toBe(`Membership application: ${label}`);
  });

  it.each([
    ['confirmed', '2026-03-05T18:00:00Z', '2026-03-05T18:10:00Z', 'Suhoor Dinner: Attended'],
    ['confirmed', '2026-03-05T18:00:00Z', null, 'Suhoor Dinner: Did not attend'],
    ['declined', '2026-03-05T18:00:00Z', null, 'Suhoor Dinner: Declined'],
    ['removed', '2026-03-05T18:00:00Z', null, 'Suhoor Dinner: Invitation withdrawn'],
    ['confirmed', '2026-12-05T18:00:00Z', null, 'Suhoor Dinner: Invited'],
    ['offered', '2026-12-05T18:00:00Z', null, 'Suhoor Dinner: A place offered'],
    // Checked in at the door before the start time: the guest came.
    ['confirmed', '2026-11-26T13:00:00Z', '2026-11-26T11:50:00Z', 'Suhoor Dinner: Attended'],
  ] as const)(
    'an invitation %s for %s, checked in %s, reads "%s"',
    (status, starts, inside, text) => {
      const [item] = historyItems(
        {
          membership: [],
          events: [],
          invitations: [
            {
              id: 'i',
              event_slug: 'suhoor-dinner',
              status,
              starts_at: starts,
              checked_in_at: inside,
            },
          ],
        },
        null,
        eventTitle,
        now,
      );
      expect(item).toMatchObject({
        key: 'invitation_i',
        request: null,
        text,
        at: starts,
        decidedAt: null,
      });
      // Once the event has begun, staff may correct whether the guest came.
      expect(item?.attendance).toEqual(
        Date.parse(starts) <= now.getTime()
          ? { invitationId: 'i', attended: inside !== null }
          : undefined,
      );
    },
  );
});

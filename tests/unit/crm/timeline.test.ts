import { describe, expect, it } from 'vitest';
import { buildTimeline, type ActivityRow } from '../../../src/lib/crm/timeline.ts';

let written = 0;
const row = (
  id: string,
  at: string,
  action: string,
  before: unknown,
  after: unknown,
  entity = 'c1',
): ActivityRow => ({
  id,
  occurred_at: at,
  seq: ++written,
  actor_email: 'staff@example.com',
  entity_id: entity,
  action,
  before,
  after,
});

describe('buildTimeline', () => {
  const activity = [
    row(
      '1',
      '2026-03-01T10:00:00Z',
      'stage_changed',
      { stage: 'mql_lead' },
      { stage: 'evaluation' },
    ),
    row('2', '2026-03-01T11:00:00Z', 'heat_changed', { heat_rating: 0 }, { heat_rating: 4 }),
    row(
      '3',
      '2026-03-01T12:00:00Z',
      'checklist_completed',
      {},
      { item_text: 'Book a call' },
      'item-1',
    ),
    row(
      '4',
      '2026-03-01T12:30:00Z',
      'checklist_completed',
      {},
      { item_text: 'Send deck' },
      'item-2',
    ),
    row(
      '5',
      '2026-03-01T12:45:00Z',
      'checklist_reopened',
      {},
      { item_text: 'Send deck' },
      'item-2',
    ),
  ];
  const notes = [
    {
      id: 'n1',
      content: 'Met at the forum',
      created_at: '2026-03-01T11:30:00Z',
      author: 'ali@example.com',
    },
  ];
  const timeline = buildTimeline(activity, notes, new Set(['item-1']));

  it('is newest first, notes and trail together', () => {
    expect(timeline.map((entry) => entry.id)).toEqual([
      'activity-5',
      'activity-4',
      'activity-3',
      'note-n1',
      'activity-2',
      'activity-1',
    ]);
  });

  it.each([
    ['activity-1', 'Moved from MQL Lead to Evaluation'],
    ['activity-2', 'Heat rating 0 → 4'],
    ['activity-3', 'Completed “Book a call”'],
    ['activity-5', 'Reopened “Send deck”'],
    ['note-n1', 'Met at the forum'],
  ])('%s says %j', (id, text) => {
    expect(timeline.find((entry) => entry.id === id)?.text).toBe(text);
  });

  it.each([
    [
      'invitation_declined',
      { status: 'confirmed', event_slug: 'leap-dinner' },
      { status: 'declined', event_slug: 'leap-dinner' },
      'Declined the invitation to leap-dinner',
    ],
    [
      'checked_in',
      null,
      { event_slug: 'leap-dinner', device: 'Door phone 1' },
      'Checked in at leap-dinner (Door phone 1)',
    ],
    ['checked_in', null, { event_slug: 'leap-dinner', device: null }, 'Checked in at leap-dinner'],
    [
      'check_in_undone',
      { event_slug: 'leap-dinner', checked_in_at: '2026-03-01T19:00:00Z' },
      null,
      'Check-in at leap-dinner undone',
    ],
    [
      'invitation_withdrawn',
      { status: 'confirmed', event_slug: 'leap-dinner' },
      { status: 'removed', event_slug: 'leap-dinner' },
      'Invitation to leap-dinner withdrawn',
    ],
    [
      'invitation_restored',
      { status: 'removed', event_slug: 'leap-dinner' },
      { status: 'confirmed', event_slug: 'leap-dinner' },
      'Invitation to leap-dinner given back',
    ],
    [
      'pass_revoked',
      { event_slug: 'leap-dinner' },
      { event_slug: 'leap-dinner' },
      'Door pass for leap-dinner revoked',
    ],
    [
      'pass_reissued',
      { event_slug: 'leap-dinner' },
      { event_slug: 'leap-dinner' },
      'New door pass for leap-dinner mailed',
    ],
    [
      'attendance_corrected',
      { event_slug: 'leap-dinner', attended: false },
      { event_slug: 'leap-dinner', attended: true, reason: 'On the paper list' },
      'Attendance at leap-dinner corrected to came: On the paper list',
    ],
    [
      'attendance_corrected',
      { event_slug: 'leap-dinner', attended: true },
      { event_slug: 'leap-dinner', attended: false, reason: 'Checked in by mistake' },
      'Attendance at leap-dinner corrected to did not come: Checked in by mistake',
    ],
    [
      'follow_up_sent',
      null,
      { event_slug: 'leap-dinner', audience: 'came', subject: 'Thank you 🌙' },
      'Follow-up after leap-dinner sent (came): Thank you 🌙',
    ],
    [
      'follow_up_sent',
      null,
      { event_slug: 'leap-dinner', audience: 'missed', subject: 'We missed you' },
      'Follow-up after leap-dinner sent (did not come): We missed you',
    ],
  ])('an event guest: %s says what happened', (action, before, after, text) => {
    const [entry] = buildTimeline([row('g', '2026-03-01T19:00:00Z', action, before, after)], []);
    expect(entry?.text).toBe(text);
  });

  it('offers to reopen only a still-completed item at its latest event', () => {
    expect(timeline.find((e) => e.id === 'activity-3')?.reopenItemId).toBe('item-1');
    expect(timeline.find((e) => e.id === 'activity-4')?.reopenItemId).toBeUndefined();
  });

  it('keeps the order of writing for steps of the same time (one transaction, one millisecond)', () => {
    const at = '2026-03-01T14:00:00.123+00:00';
    const completed = row('c', at, 'checklist_completed', {}, { item_text: 'Call' }, 'item-3');
    const reopened = row('r', at, 'checklist_reopened', {}, { item_text: 'Call' }, 'item-3');
    const again = row('a', at, 'checklist_completed', {}, { item_text: 'Call' }, 'item-3');
    // Whatever order the rows arrive in, the last one written is the newest and the reopenable one.
    for (const rows of [
      [completed, reopened, again],
      [again, reopened, completed],
      [reopened, again, completed],
    ]) {
      const entries = buildTimeline(rows, [], new Set(['item-3']));
      expect(entries.map((e) => e.id)).toEqual(['activity-a', 'activity-r', 'activity-c']);
      expect(entries.map((e) => e.reopenItemId)).toEqual(['item-3', undefined, undefined]);
    }
  });
});

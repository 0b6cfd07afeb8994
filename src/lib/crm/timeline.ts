// The contact's Timeline: one time-ordered history from the activity trail and the notes, each
// entry saying what happened, who did it and when (newest first).
import { stageLabel } from './domain.ts';
import { labels } from './labels.ts';
import { valueLabel } from './value-labels.ts';

export interface ActivityRow {
  id: string;
  occurred_at: string;
  /** Order of writing: breaks ties between rows of the same time. */
  seq: number;
  actor_email: string | null;
  entity_id: string;
  action: string;
  before: unknown;
  after: unknown;
}

export interface NoteRow {
  id: string;
  content: string;
  created_at: string;
  author: string | null;
}

export interface TimelineEntry {
  id: string;
  at: string;
  who: string;
  kind: 'note' | 'stage' | 'heat' | 'checklist' | 'status' | 'attachment';
  text: string;
  /** A completed checklist item the Timeline can un-complete. */
  reopenItemId?: string;
}

function field(value: unknown, name: string): string {
  if (value && typeof value === 'object' && name in value) {
    const found = (value as Record<string, unknown>)[name];
    return found === null || found === undefined ? '' : String(found);
  }
  return '';
}

function describe(row: ActivityRow): Pick<TimelineEntry, 'kind' | 'text'> {
  switch (row.action) {
    case 'stage_changed':
      return {
        kind: 'stage',
        text: labels.timeline.moved(
          stageLabel(field(row.before, 'stage')),
          stageLabel(field(row.after, 'stage')),
        ),
      };
    case 'heat_changed':
      return {
        kind: 'heat',
        text: labels.timeline.heat(
          field(row.before, 'heat_rating') || '0',
          field(row.after, 'heat_rating') || '0',
        ),
      };
    case 'checklist_completed':
      return { kind: 'checklist', text: labels.timeline.completed(field(row.after, 'item_text')) };
    case 'checklist_reopened':
      return { kind: 'checklist', text: labels.timeline.reopened(field(row.after, 'item_text')) };
    case 'status_changed': {
      const status = field(row.after, 'request_status');
      return {
        kind: 'status',
        text: labels.timeline.requestStatus(
          status === 'pending'
            ? labels.timeline.pendingReview
            : valueLabel('requestStatus', status).replaceAll('_', ' '),
        ),
      };
    }
    case 'attachment_added':
      return {
        kind: 'attachment',
        text: labels.timeline.attached(field(row.after, 'filename') || labels.timeline.aFile),
      };
    case 'attachment_removed':
      return {
        kind: 'attachment',
        text: labels.timeline.removed(field(row.before, 'filename') || labels.timeline.aFile),
      };
    // An event's guest (docs/behaviour/event-guests.md): decline, arrival and its undoing.
    case 'invitation_declined':
      return {
        kind: 'status',
        text: labels.timeline.declinedInvitation(field(row.after, 'event_slug')),
      };
    case 'invitation_withdrawn':
      return {
        kind: 'status',
        text: labels.timeline.invitationWithdrawn(field(row.after, 'event_slug')),
      };
    case 'invitation_restored':
      return {
        kind: 'status',
        text: labels.timeline.invitationRestored(field(row.after, 'event_slug')),
      };
    case 'pass_revoked':
      return { kind: 'status', text: labels.timeline.passRevoked(field(row.after, 'event_slug')) };
    case 'pass_reissued':
      return { kind: 'status', text: labels.timeline.passReissued(field(row.after, 'event_slug')) };
    case 'attendance_corrected':
      return {
        kind: 'status',
        text: labels.timeline.attendanceCorrected(
          field(row.after, 'event_slug'),
          field(row.after, 'attended') === 'true'
            ? labels.timeline.came
            : labels.timeline.didNotCome,
          field(row.after, 'reason'),
        ),
      };
    case 'checked_in': {
      const device = field(row.after, 'device');
      return {
        kind: 'status',
        text: labels.timeline.checkedIn(field(row.after, 'event_slug'), device),
      };
    }
    case 'follow_up_sent':
      return {
        kind: 'status',
        text: labels.timeline.followUpSent(
          field(row.after, 'event_slug'),
          field(row.after, 'audience') === 'came'
            ? labels.timeline.came
            : labels.timeline.didNotCome,
          field(row.after, 'subject'),
        ),
      };
    case 'check_in_undone':
      return {
        kind: 'status',
        text: labels.timeline.checkInUndone(field(row.before, 'event_slug')),
      };
    default:
      return { kind: 'status', text: row.action.replaceAll('_', ' ') };
  }
}

/**
 * Merges the trail and the notes, newest first. A completion can be reopened from the Timeline
 * only while it is the item's latest event and the item is still completed (`completedIds`).
 */
export function buildTimeline(
  activity: readonly ActivityRow[],
  notes: readonly NoteRow[],
  completedIds: ReadonlySet<string> = new Set(),
): TimelineEntry[] {
  const oldestFirst = [...activity].sort(byTimeThenWriting);
  const latestForItem = new Map<string, string>();
  for (const row of oldestFirst) {
    if (row.action.startsWith('checklist_')) latestForItem.set(row.entity_id, row.id);
  }
  const entries: TimelineEntry[] = oldestFirst.reverse().map((row) => {
    const reopenable =
      row.action === 'checklist_completed' &&
      latestForItem.get(row.entity_id) === row.id &&
      completedIds.has(row.entity_id);
    return {
      id: `activity-${row.id}`,
      at: row.occurred_at,
      who: row.actor_email ?? labels.timeline.system,
      ...describe(row),
      ...(reopenable ? { reopenItemId: row.entity_id } : {}),
    };
  });
  for (const note of notes) {
    entries.push({
      id: `note-${note.id}`,
      at: note.created_at,
      who: note.author ?? labels.timeline.unknownAuthor,
      kind: 'note',
      text: note.content,
    });
  }
  // A stable sort: entries of the same time keep the trail's order of writing.
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

function byTimeThenWriting(a: ActivityRow, b: ActivityRow): number {
  return a.occurred_at < b.occurred_at ? -1 : a.occurred_at > b.occurred_at ? 1 : a.seq - b.seq;
}

import { memo } from 'react';
import {
  canCheckIn,
  doorTime,
  sameShownGuest,
  type ShownGuest,
} from '~/lib/check-in/door-guests.ts';
import { labels } from '~/lib/crm/labels.ts';

interface Props {
  guest: ShownGuest;
  onCheckIn: (guest: ShownGuest) => void;
  /** Mends a check-in already saved, at any time (UndoCheckInDialog). */
  onUndo: (guest: ShownGuest) => void;
}

function GuestLines({ guest }: { guest: ShownGuest }) {
  return (
    <span className="min-w-0 flex-1 text-start">
      <span dir="auto" className="block truncate text-lg font-semibold text-palm-900">
        {guest.guest_name}
      </span>
      {/* Each value isolated: a direction control typed into the company (U+202E) cannot turn
          the address around. */}
      <span className="block truncate text-sm text-muted">
        {[guest.company, guest.email].filter(Boolean).map((value, index) => (
          <span key={index}>
            {index > 0 && ' · '}
            <bdi>{value}</bdi>
          </span>
        ))}
      </span>
    </span>
  );
}

/** One guest: a whole-row tap target to check them in, or their state once they cannot be. */
function GuestRowContent({ guest, onCheckIn, onUndo }: Props) {
  if (canCheckIn(guest)) {
    return (
      <li>
        {/* "Check in" comes first in the name ("Check in Nour Al-Saud …") and last on screen. */}
        <button
          type="button"
          data-testid="door-guest"
          onClick={() => onCheckIn(guest)}
          className="flex min-h-16 w-full items-center gap-3 rounded-2xl border border-sand-200 bg-white px-4 py-3 shadow-sm active:bg-palm-50"
        >
          <span className="order-last shrink-0 rounded-xl bg-palm-700 px-4 py-2 font-semibold text-white">
            {labels.checkIn.checkIn}
          </span>{' '}
          <GuestLines guest={guest} />
        </button>
      </li>
    );
  }
  const state = guest.checked_in_at
    ? labels.checkIn.checkedInAt(doorTime(guest.checked_in_at), !!guest.queued) +
      (guest.checked_in_by_name ? labels.checkIn.checkedInBy(guest.checked_in_by_name) : '')
    : guest.status === 'declined'
      ? labels.checkIn.declined
      : labels.checkIn.removed;
  return (
    <li
      data-testid="door-guest"
      className={`flex min-h-16 items-center gap-3 rounded-2xl border px-4 py-3 ${guest.checked_in_at ? 'border-palm-100 bg-palm-50' : 'border-sand-200 bg-sand-100'}`}
    >
      <GuestLines guest={guest} />
      <span className="flex max-w-[45%] shrink-0 flex-col items-end text-end text-sm font-semibold text-palm-800">
        <span>
          {guest.checked_in_at && <span aria-hidden="true">✓ </span>}
          {state}
        </span>
        {guest.checked_in_at && !guest.queued && (
          <button
            type="button"
            className="mt-1 rounded-lg px-2 py-2 text-sm font-semibold text-red-800 underline"
            aria-label={labels.checkIn.undoCheckInOf(guest.guest_name)}
            onClick={() => onUndo(guest)}
          >
            {labels.checkIn.undo}
          </button>
        )}
      </span>
    </li>
  );
}

/**
 * A row draws again only when its guest's shown values change: the list is rebuilt on every
 * change the feed brings, and at a 200-guest door a tap otherwise redrew 200 rows.
 */
export const GuestRow = memo(
  GuestRowContent,
  (before, after) =>
    before.onCheckIn === after.onCheckIn &&
    before.onUndo === after.onUndo &&
    sameShownGuest(before.guest, after.guest),
);

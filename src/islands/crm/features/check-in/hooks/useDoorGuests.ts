import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applyCheckInChanges,
  applyInvitationChanges,
  hasUnknownChecker,
  type DoorGuest,
} from '~/lib/check-in/door-guests.ts';
import { followDoor } from '../api/follow-door.ts';
import { listDoorGuests } from '../api/list-door-guests.ts';
import { cacheGuests, readCachedGuests } from '../utils/door-storage.ts';

export type GuestListStatus = 'loading' | 'ready' | 'cached' | 'error';

/**
 * The event's guest list: the phone's copy at once, then the server's, then every change from
 * the live feed merged by id; kept in localStorage after each change so the door works offline.
 * A failed read keeps the copy ('cached'); a rejoin after a drop reads again quietly.
 */
export function useDoorGuests(eventSlug: string) {
  const [guests, setGuests] = useState<DoorGuest[]>(() => readCachedGuests(eventSlug) ?? []);
  const [status, setStatus] = useState<GuestListStatus>('loading');
  const [live, setLive] = useState(false);
  const hadCopy = useRef(readCachedGuests(eventSlug) !== null);
  const known = useRef(new Set<string>());
  const current = useRef(guests);
  useEffect(() => {
    known.current = new Set(guests.map((guest) => guest.id));
    current.current = guests;
  }, [guests]);

  const read = useCallback(async () => {
    try {
      setGuests(await listDoorGuests(eventSlug));
      setStatus('ready');
    } catch {
      setStatus(hadCopy.current ? 'cached' : 'error');
    }
  }, [eventSlug]);

  useEffect(() => {
    void read();
    let stop = () => {};
    let active = true;
    void followDoor(eventSlug, {
      onInvitations: ({ changes, resync }) => {
        if (changes.length) setGuests((list) => applyInvitationChanges(list, changes, eventSlug));
        if (resync) void read();
      },
      onCheckIns: ({ changes, resync }) => {
        if (changes.length) setGuests((list) => applyCheckInChanges(list, changes));
        // A walk-in's check-in may come before its invitation (two channels), and a check-in by
        // staff the list has not seen check anyone in names no one yet: read the list again.
        const unknown =
          changes.some(
            (change) => change.type === 'upsert' && !known.current.has(change.row.invitation_id),
          ) || hasUnknownChecker(current.current, changes);
        if (resync || unknown) void read();
      },
      onJoined: setLive,
    }).then((stopFollowing) => {
      if (active) stop = stopFollowing;
      else stopFollowing();
    });
    return () => {
      active = false;
      stop();
    };
  }, [eventSlug, read]);

  useEffect(() => {
    if (status !== 'loading') {
      cacheGuests(eventSlug, guests);
      hadCopy.current = true;
    }
  }, [eventSlug, guests, status]);

  /** This phone's own answers, shown before (or without) the feed's echo. */
  const markCheckedIn = useCallback((invitationId: string, checkedInAt: string | null) => {
    setGuests((list) =>
      list.map((guest) =>
        guest.id === invitationId
          ? {
              ...guest,
              checked_in_at: checkedInAt,
              check_in_id: checkedInAt ? guest.check_in_id : null,
              checked_in_by: checkedInAt ? (guest.checked_in_by ?? null) : null,
              checked_in_by_name: checkedInAt ? (guest.checked_in_by_name ?? null) : null,
            }
          : guest,
      ),
    );
  }, []);

  const addGuest = useCallback(
    (guest: DoorGuest) =>
      setGuests((list) =>
        applyInvitationChanges(
          list,
          [{ type: 'upsert', row: { ...guest, event_slug: eventSlug } }],
          eventSlug,
        ).map((g) =>
          g.id === guest.id ? { ...g, checked_in_at: g.checked_in_at ?? guest.checked_in_at } : g,
        ),
      ),
    [eventSlug],
  );

  return { guests, status, live, reload: read, markCheckedIn, addGuest };
}

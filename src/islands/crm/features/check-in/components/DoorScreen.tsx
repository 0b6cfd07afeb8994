import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import {
  alreadyCheckedInText,
  doorCounts,
  withQueuedWrites,
  type ShownGuest,
} from '~/lib/check-in/door-guests.ts';
import { queueKey, type QueuedWrite } from '~/lib/check-in/door-queue.ts';
import { searchGuests } from '~/lib/check-in/guest-search.ts';
import { errorMessage } from '../../../api/client.ts';
import { findPassInvitation } from '../api/find-pass-invitation.ts';
import { undoCheckIn } from '../api/undo-check-in.ts';
import { useDoorGuests } from '../hooks/useDoorGuests.ts';
import { useDoorQueue, type DoorAnswer } from '../hooks/useDoorQueue.ts';
import { DoorAlert } from './DoorAlert.tsx';
import { DoorHeader } from './DoorHeader.tsx';
import { GuestRow } from './GuestRow.tsx';
import { ScanPassDialog } from './ScanPassDialog.tsx';
import { UNDO_WINDOW_MS, UndoBar } from './UndoBar.tsx';
import { UndoCheckInDialog } from './UndoCheckInDialog.tsx';
import { WalkInDialog, type WalkInFields } from './WalkInDialog.tsx';
import { prepareAlarm, soundAlarm } from '../utils/door-alarm.ts';
import { labels } from '~/lib/crm/labels.ts';

export interface DoorEvent {
  slug: string;
  title: string;
  start: string;
  /** When the event ends: the phone keeps its guest list to the end of that day. */
  end: string;
  capacity: number | null;
}

/** The guest of a scanned pass, and when it was scanned (the same pass twice is two scans). */
interface Scan {
  id: string;
  at: number;
  /** Whether this phone's own check-in of the guest was answered already. */
  here: boolean;
}

interface UndoTarget {
  key: string;
  name: string;
  until: number;
}

/** The door screen for one event, made for a phone in one hand (docs/behaviour/door-check-in.md). */
export function DoorScreen({ event }: { event: DoorEvent }) {
  const searchId = useId();
  const { guests, status, live, reload, markCheckedIn, addGuest } = useDoorGuests(event.slug);
  const [query, setQuery] = useState('');
  const [scanned, setScanned] = useState<Scan | null>(null);
  const [undo, setUndo] = useState<UndoTarget | null>(null);
  const [walkInOpen, setWalkInOpen] = useState(false);
  const [scanOpen, setScanOpen] = useState(false);
  const [mending, setMending] = useState<ShownGuest | null>(null);
  // The guest whose revoked pass was scanned last, until the next scan or search.
  const [revokedPass, setRevokedPass] = useState<string | null>(null);
  // The invitation each answered write checked in (a walk-in's is known only from its answer).
  const answered = useRef(new Map<string, string>());

  const onAnswered = useCallback(
    ({ item, invitationId, checkedInAt }: DoorAnswer) => {
      answered.current.set(queueKey(item), invitationId);
      if (item.kind === 'check-in') return markCheckedIn(invitationId, checkedInAt);
      addGuest({
        id: invitationId,
        guest_name: item.guestName,
        email: item.email,
        company: item.company || null,
        status: 'confirmed',
        check_in_id: null,
        checked_in_at: checkedInAt,
      });
    },
    [addGuest, markCheckedIn],
  );
  const onRefused = useCallback((item: QueuedWrite, error: unknown) => {
    const cause = error instanceof Error && 'cause' in error ? error.cause : error;
    notifyError(
      item.kind === 'walk-in'
        ? labels.checkIn.walkInNotAdded(item.guestName)
        : labels.checkIn.theGuestWasNotChecked,
      errorMessage(cause),
    );
  }, []);
  const { queue, offline, add, takeBack, settled } = useDoorQueue({
    eventSlug: event.slug,
    onAnswered,
    onRefused,
  });

  const shown = useMemo(() => withQueuedWrites(guests, queue), [guests, queue]);
  const matches = useMemo(
    () => (scanned ? shown.filter((guest) => guest.id === scanned.id) : searchGuests(shown, query)),
    [query, scanned, shown],
  );
  const counts = doorCounts(shown);
  // A pass already used is loud (docs/behaviour/door-check-in.md#a-pass-already-used).
  const usedPassGuest = scanned && matches[0]?.checked_in_at ? matches[0] : null;
  const usedPass =
    scanned && usedPassGuest ? alreadyCheckedInText(usedPassGuest, scanned.here) : null;
  const alarmedScan = useRef<number | null>(null);
  useEffect(() => {
    if (!usedPass || !scanned || alarmedScan.current === scanned.at) return;
    alarmedScan.current = scanned.at;
    soundAlarm();
  }, [scanned, usedPass]);

  const startUndo = (key: string, name: string) =>
    setUndo({ key, name, until: Date.now() + UNDO_WINDOW_MS });

  // The same function from render to render, so the rows (memo) draw again only when they change.
  const checkIn = useCallback(
    (guest: ShownGuest) => {
      const item: QueuedWrite = {
        kind: 'check-in',
        invitationId: guest.id,
        tappedAt: new Date().toISOString(),
      };
      add(item);
      setScanned(null);
      setUndo({ key: queueKey(item), name: guest.guest_name, until: Date.now() + UNDO_WINDOW_MS });
    },
    [add],
  );

  const addWalkIn = (fields: WalkInFields) => {
    const item: QueuedWrite = { kind: 'walk-in', ...fields, tappedAt: new Date().toISOString() };
    add(item);
    setWalkInOpen(false);
    startUndo(queueKey(item), fields.guestName);
  };

  const undoLast = async () => {
    if (!undo) return;
    setUndo(null);
    if (takeBack(undo.key)) return;
    await settled();
    if (takeBack(undo.key)) return;
    const invitationId = answered.current.get(undo.key);
    if (!invitationId) return;
    try {
      await undoCheckIn(invitationId);
      markCheckedIn(invitationId, null);
    } catch (error) {
      notifyError(labels.checkIn.theCheckInWasNot, errorMessage(error));
    }
  };

  const lookUpPass = async (text: string) => {
    setScanOpen(false);
    setRevokedPass(null);
    try {
      const found = await findPassInvitation(event.slug, text.trim());
      if (found.kind === 'revoked') {
        setScanned(null);
        setRevokedPass(found.guestName);
        soundAlarm();
        return;
      }
      if (found.kind === 'unknown') {
        notifyError(labels.checkIn.notAPassForThis, labels.checkIn.askTheGuestForTheir);
        return;
      }
      const { invitationId } = found;
      setQuery('');
      const here = [...answered.current.values()].includes(invitationId);
      setScanned({ id: invitationId, at: Date.now(), here });
    } catch (error) {
      notifyError(labels.checkIn.thePassCouldNotBe, errorMessage(error));
    }
  };

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-sand-50">
      <DoorHeader
        title={event.title}
        counts={counts}
        capacity={event.capacity}
        live={live}
        offline={offline}
        waiting={queue.length}
      />
      <main id="main" className="flex-1 space-y-3 px-4 pb-40 pt-3">
        <label htmlFor={searchId} className="sr-only">
          {labels.checkIn.searchGuests}
        </label>
        <input
          id={searchId}
          type="search"
          dir="auto"
          autoComplete="off"
          placeholder={labels.checkIn.nameCompanyOrEMail}
          value={query}
          onChange={(e) => {
            setScanned(null);
            setRevokedPass(null);
            setQuery(e.target.value);
          }}
          className="w-full rounded-2xl border border-sand-200 bg-white px-4 py-3 text-lg"
        />
        {revokedPass !== null && (
          // Whose pass it was, so the door lets no one in on it (#a-revoked-pass).
          <DoorAlert
            testId="pass-revoked"
            title={labels.checkIn.passRevoked}
            detail={labels.checkIn.passRevokedExplained(revokedPass)}
          />
        )}
        {usedPass && (
          <DoorAlert
            testId="pass-already-used"
            title={usedPass}
            detail={labels.checkIn.passAlreadyUsed}
          />
        )}
        {scanned && (
          <p className="flex items-center justify-between text-sm font-semibold text-palm-800">
            {labels.checkIn.scannedPass}
            <button type="button" className="underline" onClick={() => setScanned(null)}>
              {labels.checkIn.showEveryone}
            </button>
          </p>
        )}
        {status === 'error' && guests.length === 0 ? (
          <div role="alert" className="rounded-2xl bg-white p-4">
            <p className="font-semibold">{labels.checkIn.theGuestListCouldNot}</p>
            <button
              type="button"
              className="btn-secondary mt-3 px-4 py-2"
              onClick={() => void reload()}
            >
              {labels.checkIn.tryAgain}
            </button>
          </div>
        ) : status === 'loading' && shown.length === 0 ? (
          <p aria-busy="true" className="text-muted">
            {labels.common.loadingTheGuestList}
          </p>
        ) : matches.length === 0 ? (
          <p className="rounded-2xl bg-white p-4 text-muted">
            {query ? labels.checkIn.noGuestMatchesAddThem : labels.checkIn.noGuestsYet}
          </p>
        ) : (
          <ul className="space-y-2" aria-label={labels.checkIn.guests}>
            {matches.map((guest) => (
              <GuestRow key={guest.id} guest={guest} onCheckIn={checkIn} onUndo={setMending} />
            ))}
          </ul>
        )}
      </main>
      <div className="fixed inset-x-0 bottom-0 mx-auto max-w-md space-y-2 px-4 pb-4">
        {undo && (
          <UndoBar
            key={`${undo.key}@${undo.until}`}
            name={undo.name}
            until={undo.until}
            onUndo={() => void undoLast()}
            onExpire={() => setUndo(null)}
          />
        )}
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            className="btn-primary px-4 py-4 text-lg"
            onClick={() => {
              prepareAlarm();
              setScanOpen(true);
            }}
          >
            {labels.checkIn.scanPass}
          </button>
          <button
            type="button"
            className="btn-secondary bg-white px-4 py-4 text-lg"
            onClick={() => setWalkInOpen(true)}
          >
            {labels.checkIn.addWalkIn}
          </button>
        </div>
      </div>
      <UndoCheckInDialog
        guest={mending}
        onClose={() => setMending(null)}
        onUndone={(guest) => {
          setMending(null);
          markCheckedIn(guest.id, null);
          notifySuccess(labels.checkIn.checkInUndone);
        }}
      />
      <WalkInDialog open={walkInOpen} onClose={() => setWalkInOpen(false)} onAdd={addWalkIn} />
      <ScanPassDialog
        open={scanOpen}
        onClose={() => setScanOpen(false)}
        onCode={(t) => void lookUpPass(t)}
      />
    </div>
  );
}

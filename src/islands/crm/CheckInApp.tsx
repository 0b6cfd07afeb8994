import { useEffect, useState } from 'react';
import { doorCopyKeptUntil } from '~/lib/check-in/door-retention.ts';
import { forgetExpiredDoorCopies } from '~/lib/check-in/forget-door-copies.ts';
import { mountToaster } from '~/islands/shared/toaster/mount-toaster.tsx';
import { DoorScreen, type DoorEvent } from './features/check-in/components/DoorScreen.tsx';
import { keepDoorCopyUntil } from './features/check-in/utils/door-storage.ts';
import { useSessionWatch } from './hooks/useSessionWatch.ts';
import type { IndustryNames, StaffLocale } from '~/lib/crm/staff-language.ts';
import { InStaffLocale } from './shared/components/InStaffLocale.tsx';

/** The longest wait setTimeout takes (about 24.8 days); a later end is checked on the next open. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * /crm/check-in/<event>: the staff app's door screen on a page of its own
 * (docs/behaviour/door-check-in.md). It follows its own tables, not the board's. Before the
 * screen reads its kept copy, the phone forgets the copies no longer needed (this event's too,
 * once its day is over: docs/privacy/dpia.md, D3), and again when that moment comes while open.
 */
export default function CheckInApp({
  event,
  locale,
  industries,
  loadingText,
}: {
  event: DoorEvent;
  /** The staff member's language, chosen on the server (src/lib/crm/page-language.ts). */
  locale: StaffLocale;
  /** The industries' names in that language, when not English (src/lib/crm/industry-names.ts). */
  industries?: IndustryNames | undefined;
  /** The page's loading note, in that language, shown while its words come. */
  loadingText: string;
}) {
  return (
    <InStaffLocale
      locale={locale}
      industries={industries}
      loading={
        <p className="p-6 text-muted" aria-busy="true">
          {loadingText}
        </p>
      }
    >
      <DoorApp event={event} />
    </InStaffLocale>
  );
}

function DoorApp({ event }: { event: DoorEvent }) {
  const [keptUntil] = useState(() => {
    const until = doorCopyKeptUntil(event.end);
    keepDoorCopyUntil(event.slug, until);
    forgetExpiredDoorCopies();
    return until;
  });
  useEffect(() => {
    const wait = keptUntil - Date.now();
    if (wait <= 0 || wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => forgetExpiredDoorCopies(), wait);
    return () => clearTimeout(timer);
  }, [keptUntil]);
  useSessionWatch({ followBoard: false });
  useEffect(mountToaster, []);
  return <DoorScreen event={event} />;
}

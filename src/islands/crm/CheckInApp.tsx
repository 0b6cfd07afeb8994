import { useEffect } from 'react';
import { mountToaster } from '~/islands/shared/toaster/mount-toaster.tsx';
import { DoorScreen, type DoorEvent } from './features/check-in/components/DoorScreen.tsx';
import { useSessionWatch } from './hooks/useSessionWatch.ts';

/**
 * /crm/check-in/<event>: the staff app's door screen on a page of its own
 * (docs/behaviour/door-check-in.md). It follows its own tables, not the board's.
 */
export default function CheckInApp({ event }: { event: DoorEvent }) {
  useSessionWatch({ followBoard: false });
  useEffect(mountToaster, []);
  return <DoorScreen event={event} />;
}

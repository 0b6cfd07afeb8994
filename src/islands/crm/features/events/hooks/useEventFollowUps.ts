import { useCallback, useState } from 'react';
import type { DoorGuest } from '~/lib/check-in/door-guests.ts';
import type { FollowUpAudience, FollowUpGuest } from '~/lib/events/follow-up.ts';
import { errorMessage } from '../../../api/client.ts';
import { readEventFollowUps, type SentFollowUp } from '../api/read-event-follow-ups.ts';
import { readEventGuestList } from '../api/read-event-guest-list.ts';
import { sendEventFollowUp } from '../api/send-event-follow-up.ts';

export type FollowUpsLoad =
  | { kind: 'idle' | 'loading' }
  | { kind: 'error'; text: string }
  | { kind: 'ready'; guests: FollowUpGuest[]; sent: SentFollowUp[] };

const asFollowUpGuest = (guest: DoorGuest): FollowUpGuest => ({
  guest_name: guest.guest_name,
  email: guest.email,
  status: guest.status,
  checked_in: guest.check_in_id !== null,
});

/** One ended event's guests and sent follow-ups, read when the panel opens and after a send. */
export function useEventFollowUps(event: { slug: string; end?: string }) {
  const [load, setLoad] = useState<FollowUpsLoad>({ kind: 'idle' });
  const read = useCallback(async () => {
    setLoad((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
    try {
      const [{ guests }, sent] = await Promise.all([
        readEventGuestList(event.slug),
        readEventFollowUps(event.slug),
      ]);
      setLoad({ kind: 'ready', guests: guests.map(asFollowUpGuest), sent });
    } catch (error) {
      setLoad({ kind: 'error', text: errorMessage(error) });
    }
  }, [event.slug]);

  /** Sends; answers null when sent, else the sentence to show. Reads again either way. */
  const send = useCallback(
    async (audience: FollowUpAudience, draft: { subject: string; body: string }) => {
      try {
        await sendEventFollowUp({
          eventSlug: event.slug,
          audience,
          ...draft,
        });
        return null;
      } catch (error) {
        return errorMessage(error);
      } finally {
        await read();
      }
    },
    [event.slug, read],
  );
  return { load, read, send };
}

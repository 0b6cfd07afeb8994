import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { latestChanges, mergeById, type RowChange } from '~/lib/live/row-changes.ts';
import { followContactMessages } from '../api/follow-contact-messages.ts';
import { listContactMessagesById } from '../api/list-contact-messages-by-id.ts';
import { listContactMessages, type ContactMessage } from '../api/list-contact-messages.ts';
import { labels } from '~/lib/crm/labels.ts';

const reason = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * The inbound messages, kept live (docs/behaviour/staff-app.md#inbound-contacts): each batch of
 * changes made elsewhere is read back by id (the list shows who handled a message, which the
 * feed's row does not carry) and merged in one update; after a reconnection the list is read again.
 */
export function useContactMessages() {
  const [messages, setMessages] = useState<readonly ContactMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [live, setLive] = useState(false);
  const reads = useRef(0);

  const read = useCallback(async (quietly: boolean) => {
    const ticket = (reads.current += 1);
    try {
      const loaded = await listContactMessages();
      if (ticket !== reads.current) return;
      setMessages(loaded);
      setFailed(false);
    } catch (error) {
      notifyError(labels.common.errorLoadingData, reason(error));
      if (ticket === reads.current && !quietly) setFailed(true);
    }
  }, []);

  useEffect(() => {
    void read(false);
  }, [read]);

  useEffect(() => {
    let stop = () => {};
    let active = true;
    const apply = async (changes: readonly RowChange<{ id: string }>[]) => {
      const latest = [...latestChanges(changes).values()];
      const deleted: RowChange<ContactMessage>[] = latest.flatMap((change) =>
        change.type === 'delete' ? [change] : [],
      );
      const changedIds = latest.flatMap((change) =>
        change.type === 'upsert' ? [change.row.id] : [],
      );
      const rows = changedIds.length > 0 ? await listContactMessagesById(changedIds) : [];
      if (!active) return;
      const updates: RowChange<ContactMessage>[] = [
        ...deleted,
        ...rows.map((row): RowChange<ContactMessage> => ({ type: 'upsert', row })),
      ];
      setMessages((current) => (current ? mergeById(current, updates) : current));
    };
    void followContactMessages((batch) => {
      if (batch.changes.length > 0) {
        apply(batch.changes).catch((error: unknown) =>
          notifyError(labels.common.errorLoadingData, reason(error)),
        );
      }
      if (batch.resync) void read(true);
    }, setLive).then((unsubscribe) => {
      if (active) stop = unsubscribe;
      else unsubscribe();
    });
    return () => {
      active = false;
      stop();
    };
  }, [read]);

  /** This tab's own change, shown at once. */
  const replace = useCallback((changed: ContactMessage) => {
    setMessages((current) =>
      current ? mergeById(current, [{ type: 'upsert', row: changed }]) : current,
    );
  }, []);

  return { messages, failed, live, retry: () => void read(false), replace };
}

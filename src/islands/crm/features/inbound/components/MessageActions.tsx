import { useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import type { ContactMessage } from '../api/list-contact-messages.ts';
import { moveMessageToPipeline } from '../api/move-message-to-pipeline.ts';
import { setMessageHandled } from '../api/set-message-handled.ts';
import { labels } from '~/lib/crm/labels.ts';
import { crmDateFormat } from '~/lib/crm/staff-format.ts';

const day = () => crmDateFormat({ dateStyle: 'medium' });
const reason = (error: unknown) => (error instanceof Error ? error.message : undefined);

interface MessageActionsProps {
  message: ContactMessage;
  onChange: (message: ContactMessage) => void;
}

/** Where a message stands (open, handled, in the pipeline) and what staff can do with it. */
export function MessageActions({ message, onChange }: MessageActionsProps) {
  const [busy, setBusy] = useState(false);
  const [contactId, setContactId] = useState<string | null>(null);

  async function toggleHandled() {
    setBusy(true);
    try {
      onChange(await setMessageHandled(message.id, !message.handled_at));
      notifySuccess(
        message.handled_at ? labels.inbound.markedAsOpen : labels.inbound.markedAsHandled,
      );
    } catch (error) {
      notifyError(labels.common.errorUpdatingStatus, reason(error));
    } finally {
      setBusy(false);
    }
  }

  async function moveToPipeline() {
    setBusy(true);
    try {
      const id = await moveMessageToPipeline(message.id);
      setContactId(id);
      onChange({
        ...message,
        moved_to_pipeline: true,
        handled_at: message.handled_at ?? new Date().toISOString(),
      });
      notifySuccess(labels.common.success, labels.inbound.theSenderIsNowA);
    } catch (error) {
      notifyError(labels.common.errorMovingToPipeline, reason(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2" aria-busy={busy}>
      {message.handled_at ? (
        <span className="rounded-full bg-palm-50 px-2 py-0.5 text-xs font-semibold text-palm-800">
          {labels.inbound.handledOn(day().format(new Date(message.handled_at)))}
          {message.handler?.email ? labels.inbound.handledBy(message.handler.email) : ''}
        </span>
      ) : (
        <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink">
          {labels.common.open}
        </span>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary px-3 py-1 text-xs"
          disabled={busy}
          onClick={() => void toggleHandled()}
        >
          {message.handled_at ? labels.inbound.reopen : labels.inbound.markHandled}
          <span className="sr-only"> ({message.name})</span>
        </button>
        {message.moved_to_pipeline ? (
          <a
            className="text-xs font-semibold text-palm-700 underline"
            href={
              contactId
                ? `/crm?tab=pipeline&contact=${contactId}`
                : `/crm?q=${encodeURIComponent(message.email)}`
            }
          >
            {labels.inbound.inThePipeline}
            <span className="sr-only"> ({message.name})</span>
          </a>
        ) : (
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-xs"
            disabled={busy}
            onClick={() => void moveToPipeline()}
          >
            {labels.common.moveToPipeline}
            <span className="sr-only"> ({message.name})</span>
          </button>
        )}
      </div>
    </div>
  );
}

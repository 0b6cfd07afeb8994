import { useState, type FormEvent } from 'react';
import { MAX_EXTENSION_DAYS } from '~/lib/privacy/deadlines.ts';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { controlClass } from '~/islands/shared/ui/field-classes.ts';
import { errorMessage } from '../../../api/client.ts';
import { closePrivacyRequest } from '../api/close-privacy-request.ts';
import { extendPrivacyRequest } from '../api/extend-privacy-request.ts';
import { labels } from '~/lib/crm/labels.ts';

interface RequestActionsProps {
  requestId: string;
  canExtend: boolean;
  canClose: boolean;
  /** After a step is stored: the dialog and the list read again. */
  onChanged: () => void;
}

/**
 * Staff's steps on an open request (docs/behaviour/privacy-requests.md#the-privacy-tab): extend
 * once with a reason (the person is mailed), or close as done or refused with a note. Each is one
 * RPC that stores, audits and (for the extension) queues the mail together.
 */
export function RequestActions({ requestId, canExtend, canClose, onChanged }: RequestActionsProps) {
  const [busy, setBusy] = useState(false);
  const [days, setDays] = useState(String(MAX_EXTENSION_DAYS));
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<'done' | 'refused'>('done');
  const [note, setNote] = useState('');

  const run = async (
    event: FormEvent,
    step: () => Promise<unknown>,
    done: string,
    title: string,
  ) => {
    event.preventDefault();
    setBusy(true);
    try {
      await step();
      notifySuccess(done);
      onChanged();
    } catch (error) {
      notifyError(title, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      {canExtend && (
        <form
          aria-label={labels.privacy.extendTheRequest}
          onSubmit={(event) =>
            void run(
              event,
              () => extendPrivacyRequest(requestId, Number(days), reason),
              'Extended: the person is mailed the reason and the new date.',
              'Error extending the request',
            )
          }
        >
          <fieldset disabled={busy} className="space-y-2">
            <legend className="font-semibold text-palm-900">{labels.privacy.extendOnce}</legend>
            <label className="block text-sm">
              {labels.privacy.daysRange(MAX_EXTENSION_DAYS)}
              <input
                type="number"
                min={1}
                max={MAX_EXTENSION_DAYS}
                required
                value={days}
                onChange={(event) => setDays(event.target.value)}
                className={controlClass}
              />
            </label>
            <label className="block text-sm">
              {labels.privacy.reasonMailedToThePerson}
              <textarea
                required
                rows={3}
                maxLength={5000}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className={controlClass}
              />
            </label>
            <button type="submit" className="btn-secondary px-4 py-2">
              {labels.privacy.extendAndMailThePerson}
            </button>
          </fieldset>
        </form>
      )}
      {canClose && (
        <form
          aria-label={labels.privacy.closeTheRequest}
          onSubmit={(event) =>
            void run(
              event,
              () => closePrivacyRequest(requestId, outcome, note),
              outcome === 'done' ? 'Marked done.' : 'Refused.',
              'Error closing the request',
            )
          }
        >
          <fieldset disabled={busy} className="space-y-2">
            <legend className="font-semibold text-palm-900">{labels.privacy.close}</legend>
            <label className="block text-sm">
              {labels.privacy.outcome}
              <select
                value={outcome}
                onChange={(event) => setOutcome(event.target.value as 'done' | 'refused')}
                className={controlClass}
              >
                <option value="done">{labels.privacy.done}</option>
                <option value="refused">{labels.privacy.refused}</option>
              </select>
            </label>
            <label className="block text-sm">
              {outcome === 'done' ? labels.privacy.whatWasDone : labels.privacy.reasonForRefusing}
              <textarea
                required
                rows={3}
                maxLength={5000}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                className={controlClass}
              />
            </label>
            <button type="submit" className="btn-primary px-4 py-2">
              {outcome === 'done' ? labels.privacy.markDone : labels.privacy.refuse}
            </button>
          </fieldset>
        </form>
      )}
    </div>
  );
}

import { useEffect, useId, useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import {
  formatRiyadhShown,
  instantOfRiyadhWallClock,
  riyadhWallClock,
} from '~/lib/crm/campaigns/riyadh-time.ts';
import { labels } from '~/lib/crm/labels.ts';
import { errorMessage } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog.tsx';
import type { AudienceRule } from '~/lib/crm/campaigns/audience-rule.ts';
import { queueCampaign } from '../api/queue-campaign.ts';
import { readAudience } from '../api/read-audience.ts';
import { readOwnEmail } from '../api/read-own-email.ts';
import { sendCampaignTest } from '../api/send-campaign-test.ts';
import { scheduleCampaign } from '../api/schedule-campaign.ts';

interface SendPanelProps {
  campaignId: string;
  /** The audience rule, counted again when staff ask to send, so the question states it now. */
  rule: AudienceRule;
  /** The recipients the audience reached when last counted; sending is offered when some. */
  count: number | null;
  /**
   * Saves the draft and checks it can be sent (both languages written): false when it cannot,
   * the fields then saying why.
   */
  prepare: () => Promise<boolean>;
  onQueued: () => void;
}

type Mode = 'now' | 'schedule';

/**
 * Sending (docs/behaviour/staff-app.md#the-campaigns-tab): a test to the staff member's own
 * address in both languages, then at once or at a Riyadh time, after a confirmation that says
 * how many it goes to.
 */
export function SendPanel({ campaignId, rule, count, prepare, onQueued }: SendPanelProps) {
  const id = useId();
  const words = labels.campaigns;
  const [ownEmail, setOwnEmail] = useState('');
  const [mode, setMode] = useState<Mode>('now');
  const [when, setWhen] = useState(() =>
    riyadhWallClock(new Date(Date.now() + 24 * 60 * 60 * 1000))
      .slice(0, 11)
      .concat('09:00'),
  );
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'test' | 'send' | null>(null);
  const [whenProblem, setWhenProblem] = useState<string | null>(null);
  const [confirmCount, setConfirmCount] = useState(0);

  useEffect(() => {
    void readOwnEmail().then(setOwnEmail);
  }, []);

  const test = async () => {
    setBusy('test');
    try {
      if (!(await prepare())) return;
      await sendCampaignTest(campaignId);
      notifySuccess(words.testSent(ownEmail));
    } catch (error) {
      notifyError(words.testFailed, errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const scheduledAt = mode === 'schedule' ? instantOfRiyadhWallClock(when) : null;

  const ask = async () => {
    if (mode === 'schedule' && (!scheduledAt || scheduledAt.getTime() <= Date.now())) {
      setWhenProblem(words.scheduleInPast);
      return;
    }
    setWhenProblem(null);
    setBusy('send');
    try {
      if (!(await prepare())) return;
      setConfirmCount((await readAudience(rule, 0)).count);
      setConfirming(true);
    } catch (error) {
      notifyError(words.audienceFailed, errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    setBusy('send');
    try {
      if (scheduledAt) {
        await scheduleCampaign(campaignId, scheduledAt);
        notifySuccess(words.scheduledTitle, words.scheduledBody(formatRiyadhShown(scheduledAt)));
      } else {
        notifySuccess(words.queuedTitle, words.queuedBody(await queueCampaign(campaignId)));
      }
      setConfirming(false);
      onQueued();
    } catch (error) {
      notifyError(words.queueFailed, errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const shownCount = confirmCount;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-palm-900">
        {words.sending}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-secondary px-4 py-2"
          onClick={() => void test()}
          disabled={busy !== null}
          aria-busy={busy === 'test'}
        >
          {busy === 'test' ? words.testSending : words.testSend}
        </button>
        {ownEmail && <span className="text-sm text-muted break-all">{ownEmail}</span>}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{words.when}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'now'}
            onChange={() => setMode('now')}
          />
          {words.sendNow}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'schedule'}
            onChange={() => setMode('schedule')}
          />
          {words.schedule}
        </label>
        {mode === 'schedule' && (
          <div className="ps-6">
            <label className="text-sm font-semibold" htmlFor={`${id}-when`}>
              {words.scheduleFor}
            </label>
            <input
              id={`${id}-when`}
              type="datetime-local"
              className="mt-1 block rounded-lg border border-sand-300 px-3 py-2 text-sm"
              value={when}
              aria-describedby={`${id}-when-hint`}
              aria-invalid={whenProblem ? true : undefined}
              onChange={(event) => setWhen(event.target.value)}
            />
            <p id={`${id}-when-hint`} className="mt-1 text-xs text-muted">
              {whenProblem ? (
                <span className="font-semibold text-red-700">{whenProblem} </span>
              ) : null}
              {words.scheduleHint}
            </p>
          </div>
        )}
      </fieldset>
      <button
        type="button"
        className="btn-primary px-4 py-2"
        onClick={() => void ask()}
        // Now needs someone to send to; a time may find people who consent by then.
        disabled={busy !== null || (mode === 'now' && !count)}
        aria-busy={busy === 'send'}
      >
        {mode === 'now' ? words.sendNow : words.schedule}
      </button>
      <ConfirmDialog
        open={confirming}
        title={mode === 'now' ? words.confirmSendTitle : words.confirmScheduleTitle}
        confirmLabel={
          mode === 'now' ? words.confirmSendButton(shownCount) : words.confirmScheduleButton
        }
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
        busy={busy === 'send'}
      >
        <p>
          {mode === 'now' || !scheduledAt
            ? words.confirmSend(shownCount)
            : words.confirmSchedule(shownCount, formatRiyadhShown(scheduledAt))}
        </p>
      </ConfirmDialog>
    </section>
  );
}

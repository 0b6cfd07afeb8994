import { useId, useState } from 'react';
import {
  FOLLOW_UP_BODY_LIMIT,
  FOLLOW_UP_SUBJECT_LIMIT,
  followUpTemplate,
} from '~functions/_shared/mail/templates/follow-up.ts';
import type { SiteBrand } from '~functions/_shared/mail/templates/site-brand.ts';
import {
  followUpPreview,
  followUpRecipients,
  type FollowUpAudience,
  type FollowUpGuest,
} from '~/lib/events/follow-up.ts';
import type { SentFollowUp } from '../api/read-event-follow-ups.ts';
import { labels } from '~/lib/crm/labels.ts';
import { withSlots } from '../../../shared/components/with-slots.tsx';
import { crmDateFormat } from '~/lib/crm/staff-format.ts';

const AUDIENCE_TEXT = (): Record<FollowUpAudience, string> => ({
  came: labels.events.thoseWhoCame,
  missed: labels.events.thoseWhoDidNotCome,
});

const day = () => crmDateFormat({ dateStyle: 'medium' });

interface FollowUpFormProps {
  audience: FollowUpAudience;
  eventTitle: string;
  guests: readonly FollowUpGuest[];
  sent: SentFollowUp | undefined;
  brand: SiteBrand;
  onSend: (draft: { subject: string; body: string }) => Promise<string | null>;
}

/**
 * One audience's follow-up (docs/behaviour/staff-app.md#the-events-tab): write it or start from
 * the template, see it as the first recipient will receive it, send it once. Once sent, it says
 * when and to how many.
 */
export function FollowUpForm({
  audience,
  eventTitle,
  guests,
  sent,
  brand,
  onSend,
}: FollowUpFormProps) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const recipients = followUpRecipients(guests, audience);
  const sample = recipients[0];
  const heading = AUDIENCE_TEXT()[audience];
  const label = 'block text-xs font-semibold uppercase tracking-wide text-muted';
  const field = 'mt-1 w-full rounded-lg border border-sand-300 px-3 py-2 text-sm';

  if (sent) {
    return (
      <section aria-label={heading} className="rounded-xl border border-sand-200 p-3">
        <h3 className="font-semibold text-palm-900">{heading}</h3>
        <p data-testid={`follow-up-sent-${audience}`}>
          {withSlots(
            labels.events.sentTo(day().format(new Date(sent.sent_at)), sent.recipient_count),
            { subject: <span dir="auto">{sent.subject}</span> },
          )}
        </p>
        {problem && <p role="alert">{problem}</p>}
      </section>
    );
  }
  const empty = subject.trim() === '' || body.trim() === '';
  const preview = followUpPreview(
    { subject, body },
    sample ?? { guest_name: '' },
    eventTitle,
    brand,
  );
  const send = async () => {
    setBusy(true);
    setProblem(await onSend({ subject, body }));
    setBusy(false);
  };
  return (
    <section aria-label={heading} className="space-y-2 rounded-xl border border-sand-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-palm-900">{heading}</h3>
        <button
          type="button"
          className="text-sm font-semibold text-palm-700 underline underline-offset-4"
          onClick={() => {
            const template = followUpTemplate(audience, eventTitle);
            setSubject(template.subject);
            setBody(template.body);
          }}
        >
          {labels.events.startFromTheTemplate}
        </button>
      </div>
      <label className={label} htmlFor={`${id}-subject`}>
        {labels.events.subject}
      </label>
      <input
        id={`${id}-subject`}
        className={field}
        dir="auto"
        maxLength={FOLLOW_UP_SUBJECT_LIMIT}
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
      />
      <label className={label} htmlFor={`${id}-body`}>
        {labels.events.messageABlankLineStarts}
      </label>
      <textarea
        id={`${id}-body`}
        className={`${field} min-h-32`}
        dir="auto"
        maxLength={FOLLOW_UP_BODY_LIMIT}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <div className="rounded-lg bg-sand-50 p-3" data-testid={`follow-up-preview-${audience}`}>
        <p className="font-semibold">
          {labels.events.previewTo(recipients.length)}
          {sample &&
            withSlots(labels.events.previewAs(sample.email), {
              name: <span dir="auto">{sample.guest_name}</span>,
            })}
        </p>
        <p className="mt-2">
          {labels.events.subject2}{' '}
          <span dir="auto">{preview.subject || labels.events.noSubjectYet}</span>
        </p>
        <pre className="mt-2 whitespace-pre-wrap font-sans text-sm" dir="auto">
          {preview.text}
        </pre>
      </div>
      {problem && <p role="alert">{problem}</p>}
      <button
        type="button"
        className="btn-primary px-4 py-2"
        disabled={busy || empty || recipients.length === 0}
        aria-busy={busy}
        onClick={() => void send()}
      >
        {labels.events.sendTo(recipients.length)}
      </button>
    </section>
  );
}

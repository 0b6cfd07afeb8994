import { useState } from 'react';
import { formatDueDate } from '../../../../../../supabase/functions/_shared/domain/format-due-date.ts';
import { yourDataMessages } from '~/lib/privacy/your-data-messages.ts';
import { useIsHydrated } from '~/islands/shared/hooks/useIsHydrated.ts';
import { SubmitButton } from '../../../../shared/ui/SubmitButton.tsx';
import { verifyPrivacyRequest, type VerifyOutcome } from '../api/verify-privacy-request.ts';

function answerText(answer: VerifyOutcome): string {
  switch (answer.outcome) {
    case 'verified':
      return yourDataMessages.verified(formatDueDate(answer.dueAt));
    case 'failure':
      return yourDataMessages.verifyFailure;
    default:
      return yourDataMessages[answer.outcome];
  }
}

/**
 * The mailed link's page (docs/behaviour/privacy-requests.md#the-link): opening it changes nothing
 * (mail scanners open links); the button posts the token.
 */
export default function VerifyRequest() {
  const hydrated = useIsHydrated();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<VerifyOutcome | null>(null);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    setAnswer(await verifyPrivacyRequest(token));
    setBusy(false);
  };

  if (answer && answer.outcome !== 'failure') {
    return (
      <p role="status" className="mt-8 max-w-2xl text-start text-lead">
        {answerText(answer)}
      </p>
    );
  }
  return (
    <form onSubmit={(event) => void confirm(event)} className="mt-8 text-start">
      <p>{yourDataMessages.confirmPrompt}</p>
      {answer && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {answerText(answer)}
        </p>
      )}
      <fieldset disabled={!hydrated || busy} className="mt-4">
        <SubmitButton label="Confirm my request" busyLabel="Confirming..." busy={busy} />
      </fieldset>
    </form>
  );
}

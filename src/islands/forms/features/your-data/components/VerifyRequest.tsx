import { useState } from 'react';
import { formatDueDate } from '../../../../../../supabase/functions/_shared/domain/format-due-date.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import { yourDataMessagesIn, type YourDataWords } from '~/lib/privacy/your-data-messages.ts';
import { useIsHydrated } from '~/islands/shared/hooks/useIsHydrated.ts';
import { SubmitButton } from '../../../../shared/ui/SubmitButton.tsx';
import { verifyPrivacyRequest, type VerifyOutcome } from '../api/verify-privacy-request.ts';

function answerText(answer: VerifyOutcome, words: YourDataWords, locale: Locale): string {
  switch (answer.outcome) {
    case 'verified':
      return words.verified(formatDueDate(answer.dueAt, locale));
    case 'failure':
      return words.verifyFailure;
    default:
      return words[answer.outcome];
  }
}

/**
 * The mailed link's page (docs/behaviour/privacy-requests.md#the-link): opening it changes nothing
 * (mail scanners open links); the button posts the token. It speaks the page's language: the
 * Arabic mails link to /ar/your-data/verify.
 */
export default function VerifyRequest({ locale }: { locale: Locale }) {
  const words = yourDataMessagesIn(locale);
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
        {answerText(answer, words, locale)}
      </p>
    );
  }
  return (
    <form onSubmit={(event) => void confirm(event)} className="mt-8 text-start">
      <p>{words.confirmPrompt}</p>
      {answer && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {answerText(answer, words, locale)}
        </p>
      )}
      <fieldset disabled={!hydrated || busy} className="mt-4">
        <SubmitButton label={words.confirm} busyLabel={words.confirming} busy={busy} />
      </fieldset>
    </form>
  );
}

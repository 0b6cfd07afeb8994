import { useState } from 'react';
import { formWordsFor } from '~/lib/i18n/islands/forms.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import { useIsHydrated } from '~/islands/shared/hooks/useIsHydrated.ts';
import { SubmitButton } from '../../../../shared/ui/SubmitButton.tsx';
import { confirmNewsletterSignup, type ConfirmOutcome } from '../api/confirm-newsletter-signup.ts';

/**
 * The newsletter confirmation link's page (docs/behaviour/submissions.md#newsletter): opening it
 * changes nothing (mail scanners open links); the button posts the token. It speaks the page's
 * language: the Arabic mails link to /ar/newsletter/confirm.
 */
export default function ConfirmSubscription({ locale }: { locale: Locale }) {
  const words = formWordsFor(locale).newsletterConfirm;
  const hydrated = useIsHydrated();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ConfirmOutcome | null>(null);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    setAnswer(await confirmNewsletterSignup(token));
    setBusy(false);
  };

  if (answer && answer !== 'failure') {
    return (
      <p role="status" className="mt-8 max-w-2xl text-start text-lead">
        {words[answer]}
      </p>
    );
  }
  return (
    <form onSubmit={(event) => void confirm(event)} className="mt-8 text-start">
      <p>{words.prompt}</p>
      {answer && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {words.failure}
        </p>
      )}
      <fieldset disabled={!hydrated || busy} className="mt-4">
        <SubmitButton label={words.confirm} busyLabel={words.confirming} busy={busy} />
      </fieldset>
    </form>
  );
}

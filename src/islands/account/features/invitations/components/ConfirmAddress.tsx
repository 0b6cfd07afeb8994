import { useState } from 'react';
import { magicLinkErrorMessage } from '~/lib/auth/login-error-message.ts';
import { Sentence } from '~/islands/shared/ui/Sentence.tsx';
import { useAccountWords } from '../../../shared/hooks/useAccountWords.ts';
import { sendProofLink } from '../api/send-proof-link.ts';

type SendState = 'idle' | 'sending' | 'sent' | { failed: string };

/**
 * Shown instead of the invitations while the account's address is unproven
 * (docs/behaviour/member-account.md#a-proven-address): one button mails a sign-in link to it.
 */
export function ConfirmAddress({ email }: { email: string }) {
  const { locale, words: all } = useAccountWords();
  const words = all.confirm;
  const [state, setState] = useState<SendState>('idle');

  async function send() {
    setState('sending');
    try {
      await sendProofLink(email, locale);
      setState('sent');
    } catch (error) {
      setState({ failed: all.showsServerText ? magicLinkErrorMessage(error) : words.failed });
    }
  }

  return (
    <section
      aria-labelledby="confirm-address-heading"
      className="space-y-3 rounded-2xl border border-sand-200 bg-white p-6"
      data-testid="confirm-address"
    >
      <h2 id="confirm-address-heading" className="text-xl font-semibold text-palm-900">
        {words.heading}
      </h2>
      <p>
        <Sentence
          template={words.heldUnder}
          values={{ email }}
          locale={locale}
          renderSlot={(_, value) => <strong dir="auto">{value}</strong>}
        />
      </p>
      {state === 'sent' ? (
        <p role="status" className="font-semibold text-palm-800">
          <Sentence
            template={words.sent}
            values={{ email }}
            locale={locale}
            renderSlot={(_, value) => <bdi dir="auto">{value}</bdi>}
          />
        </p>
      ) : (
        <button
          type="button"
          onClick={send}
          disabled={state === 'sending'}
          className="rounded-full bg-palm-700 px-4 py-2 font-semibold text-white hover:bg-palm-800 disabled:opacity-60"
        >
          {state === 'sending' ? words.sending : words.send}
        </button>
      )}
      {typeof state === 'object' && (
        <p role="alert" className="text-red-700">
          {state.failed}
        </p>
      )}
    </section>
  );
}

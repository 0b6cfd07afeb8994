import { useState } from 'react';
import { magicLinkErrorMessage } from '~/lib/auth/login-error-message.ts';
import { sendProofLink } from '../api/send-proof-link.ts';

type SendState = 'idle' | 'sending' | 'sent' | { failed: string };

/**
 * Shown instead of the invitations while the account's address is unproven
 * (docs/behaviour/member-account.md#a-proven-address): one button mails a sign-in link to it.
 */
export function ConfirmAddress({ email }: { email: string }) {
  const [state, setState] = useState<SendState>('idle');

  async function send() {
    setState('sending');
    try {
      await sendProofLink(email);
      setState('sent');
    } catch (error) {
      setState({ failed: magicLinkErrorMessage(error) });
    }
  }

  return (
    <section
      aria-labelledby="confirm-address-heading"
      className="space-y-3 rounded-2xl border border-sand-200 bg-white p-6"
      data-testid="confirm-address"
    >
      <h2 id="confirm-address-heading" className="text-xl font-semibold text-palm-900">
        Confirm your e-mail address
      </h2>
      <p>
        Your invitations and passes are held under <strong dir="auto">{email}</strong>. To see them,
        open the sign-in link we mail to that address.
      </p>
      {state === 'sent' ? (
        <p role="status" className="font-semibold text-palm-800">
          We have mailed a sign-in link to <span dir="auto">{email}</span>. Open it to see your
          invitations.
        </p>
      ) : (
        <button
          type="button"
          onClick={send}
          disabled={state === 'sending'}
          className="rounded-full bg-palm-700 px-4 py-2 font-semibold text-white hover:bg-palm-800 disabled:opacity-60"
        >
          {state === 'sending' ? 'Sending…' : 'Mail me a sign-in link'}
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

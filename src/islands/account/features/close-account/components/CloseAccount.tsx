import { useId, useState } from 'react';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { SubmitButton } from '~/islands/shared/ui/SubmitButton.tsx';
import { controlClass } from '~/islands/shared/ui/field-classes.ts';
import { closingConfirmed } from '~/lib/account/close-account.ts';
import { closeMyAccount, signOutToClosedPage } from '../api/close-my-account.ts';

type Closing = 'idle' | 'closing' | 'closed' | { refused: string } | { failed: string };

/**
 * Closes the account for good, after the member types their address
 * (docs/behaviour/member-account.md#close-your-account).
 */
export function CloseAccount({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [closing, setClosing] = useState<Closing>('idle');
  const inputId = useId();
  const busy = closing === 'closing' || closing === 'closed';

  async function close() {
    setClosing('closing');
    try {
      const answer = await closeMyAccount();
      if (answer.closed) {
        setClosing('closed');
        signOutToClosedPage();
      } else {
        setClosing({ refused: answer.refusal });
      }
    } catch (error) {
      setClosing({ failed: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section aria-labelledby="close-heading" className="space-y-3">
      <h2 id="close-heading" className="text-xl font-semibold text-palm-900">
        Close your account
      </h2>
      <p className="text-muted">
        Closing your account erases everything we hold under your address and signs you out. It
        cannot be undone.
      </p>
      <button
        type="button"
        onClick={() => {
          setTyped('');
          setClosing('idle');
          setOpen(true);
        }}
        className="rounded-full border border-red-700 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
      >
        Close my account…
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Close your account?"
        role="alertdialog"
        busy={busy}
        size="sm"
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (closingConfirmed(typed, email)) void close();
          }}
        >
          <p>
            This erases your contact record, applications, requests, messages, consents, invitations
            and passes, the e-mails we sent you and your sign-in account. Only a one-way hash of
            your address is kept, so you are not subscribed again without you. It cannot be undone.
          </p>
          <div className="space-y-1">
            <label htmlFor={inputId} className="block font-semibold">
              Type your e-mail address to confirm
            </label>
            <input
              id={inputId}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className={controlClass}
              dir="ltr"
            />
          </div>
          {typeof closing === 'object' && (
            <p role="alert" className="text-red-700">
              {'refused' in closing
                ? `Your account cannot be closed yet: ${closing.refused}. Decline the invitation first, or ask us after the event.`
                : closing.failed}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              label="Close my account permanently"
              busyLabel="Closing your account…"
              busy={busy}
              disabled={!closingConfirmed(typed, email)}
              className="!bg-red-700 hover:!bg-red-800"
            />
            <button
              type="button"
              onClick={() => setOpen(false)}
              disabled={busy}
              className="btn-secondary"
            >
              Keep my account
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

import { useId, useState } from 'react';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { SubmitButton } from '~/islands/shared/ui/SubmitButton.tsx';
import { controlClass } from '~/islands/shared/ui/field-classes.ts';
import { closingConfirmed } from '~/lib/account/close-account.ts';
import { fillSlots } from '~/lib/i18n/slots.ts';
import { useAccountWords } from '../../../shared/hooks/useAccountWords.ts';
import { closeMyAccount, signOutToClosedPage } from '../api/close-my-account.ts';

type Closing = 'idle' | 'closing' | 'closed' | { refused: string | null } | { failed: string };

/**
 * Closes the account for good, after the member types their address
 * (docs/behaviour/member-account.md#close-your-account).
 */
export function CloseAccount({ email }: { email: string }) {
  const { locale, words: all } = useAccountWords();
  const words = all.closing;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [closing, setClosing] = useState<Closing>('idle');
  const inputId = useId();
  const busy = closing === 'closing' || closing === 'closed';

  async function close() {
    setClosing('closing');
    try {
      const answer = await closeMyAccount(all);
      if (answer.closed) {
        setClosing('closed');
        signOutToClosedPage(locale);
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
        {words.heading}
      </h2>
      <p className="text-muted">{words.lead}</p>
      <button
        type="button"
        onClick={() => {
          setTyped('');
          setClosing('idle');
          setOpen(true);
        }}
        className="rounded-full border border-red-700 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
      >
        {words.open}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={words.dialogTitle}
        closeLabel={words.closeDialog}
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
          <p>{words.erases}</p>
          <div className="space-y-1">
            <label htmlFor={inputId} className="block font-semibold">
              {words.typeToConfirm}
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
              {!('refused' in closing)
                ? closing.failed
                : closing.refused === null
                  ? words.refused
                  : fillSlots(words.refusedWithReason, { reason: closing.refused })}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              label={words.confirm}
              busyLabel={words.closing}
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
              {words.keep}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

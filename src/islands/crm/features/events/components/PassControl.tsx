import { useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { errorMessage } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog.tsx';
import { reissuePass } from '../api/reissue-pass.ts';
import { revokePass } from '../api/revoke-pass.ts';
import type { GuestWithPass } from '../api/list-event-guests.ts';

/**
 * A confirmed guest's door pass (docs/behaviour/event-guests.md#mending-mistakes): staff revoke a
 * pass that was forwarded or leaked, so the door refuses it, then send the guest a new one.
 */
export function PassControl({ guest, name }: { guest: GuestWithPass; name: string }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // This screen's own answer, shown before the guests' feed brings the row back.
  const [revokedHere, setRevokedHere] = useState<boolean | null>(null);
  const revoked = revokedHere ?? guest.pass_revoked_at !== null;

  const act = async (revoke: boolean) => {
    setAsking(false);
    setBusy(true);
    try {
      if (revoke) await revokePass(guest.invitation_id);
      else await reissuePass(guest.invitation_id);
      setRevokedHere(revoke);
      notifySuccess(revoke ? labels.events.passRevokedOf(name) : labels.events.newPassSentTo(name));
    } catch (error) {
      notifyError(labels.events.passNotChanged, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {revoked ? (
        <>
          <p className="text-sm font-semibold text-red-800" data-testid="pass-state">
            {labels.events.passRevoked}
          </p>
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-sm"
            aria-label={labels.events.sendNewPassTo(name)}
            disabled={busy}
            onClick={() => void act(false)}
          >
            {labels.events.sendNewPass}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn-secondary px-3 py-1 text-sm"
          aria-label={labels.events.revokePassOf(name)}
          disabled={busy}
          onClick={() => setAsking(true)}
        >
          {labels.events.revokePass}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={labels.events.revokePassTitle}
        confirmLabel={labels.events.revokePass}
        destructive
        busy={busy}
        onConfirm={() => void act(true)}
        onCancel={() => setAsking(false)}
      >
        <p dir="auto">{labels.events.revokePassBody(name)}</p>
      </ConfirmDialog>
    </>
  );
}

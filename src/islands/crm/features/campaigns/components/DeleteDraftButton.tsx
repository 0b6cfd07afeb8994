import { useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { errorMessage } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog.tsx';
import { deleteCampaign } from '../api/delete-campaign.ts';
import { openCampaign } from './open-campaign.ts';

/** Deletes a draft after asking; the list opens again. */
export function DeleteDraftButton({ campaignId }: { campaignId: string }) {
  const words = labels.campaigns;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteCampaign(campaignId);
      setAsking(false);
      openCampaign(null);
    } catch (error) {
      notifyError(words.deleteFailed, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="text-sm font-semibold text-red-700 hover:underline"
        onClick={() => setAsking(true)}
      >
        {words.deleteDraft}
      </button>
      <ConfirmDialog
        open={asking}
        title={words.deleteTitle}
        confirmLabel={labels.common.delete}
        destructive
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        <p>{words.deleteBody}</p>
      </ConfirmDialog>
    </>
  );
}

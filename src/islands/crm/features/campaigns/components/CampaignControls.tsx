import { useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { errorMessage } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog.tsx';
import { cancelCampaign } from '../api/cancel-campaign.ts';
import type { Campaign } from '../api/list-campaigns.ts';
import { pauseCampaign } from '../api/pause-campaign.ts';
import { resumeCampaign } from '../api/resume-campaign.ts';
import { unscheduleCampaign } from '../api/unschedule-campaign.ts';

interface CampaignControlsProps {
  campaign: Campaign;
  onChanged: () => void;
}

/**
 * What staff may do with a campaign on its way: pause one that is sending and resume it, put a
 * scheduled one back to a draft, and cancel any not yet sent (after asking).
 */
export function CampaignControls({ campaign, onChanged }: CampaignControlsProps) {
  const words = labels.campaigns;
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const act = async (action: (id: string) => Promise<unknown>) => {
    setBusy(true);
    try {
      await action(campaign.id);
      setAsking(false);
      onChanged();
    } catch (error) {
      notifyError(words.actionFailed, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const { status } = campaign;
  const canCancel = status === 'scheduled' || status === 'sending' || status === 'paused';
  if (!canCancel) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {status === 'sending' && (
        <button
          type="button"
          className="btn-secondary px-4 py-2"
          disabled={busy}
          onClick={() => void act(pauseCampaign)}
        >
          {words.pause}
        </button>
      )}
      {status === 'paused' && (
        <button
          type="button"
          className="btn-primary px-4 py-2"
          disabled={busy}
          onClick={() => void act(resumeCampaign)}
        >
          {words.resume}
        </button>
      )}
      {status === 'scheduled' && (
        <button
          type="button"
          className="btn-secondary px-4 py-2"
          disabled={busy}
          onClick={() => void act(unscheduleCampaign)}
        >
          {words.unschedule}
        </button>
      )}
      <button
        type="button"
        className="px-4 py-2 text-sm font-semibold text-red-700 hover:underline"
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {words.cancelSending}
      </button>
      <ConfirmDialog
        open={asking}
        title={words.cancelTitle}
        confirmLabel={words.cancelSending}
        destructive
        busy={busy}
        onConfirm={() => void act(cancelCampaign)}
        onCancel={() => setAsking(false)}
      >
        <p>{words.cancelBody}</p>
      </ConfirmDialog>
    </div>
  );
}

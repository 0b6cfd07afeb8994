import { useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { errorMessage } from '../../../api/client.ts';
import type { Campaign } from '../api/list-campaigns.ts';
import { pauseCampaign } from '../api/pause-campaign.ts';
import { resumeCampaign } from '../api/resume-campaign.ts';

interface CampaignControlsProps {
  campaign: Campaign;
  onChanged: () => void;
}

/** Pause a campaign that is sending or scheduled, resume a paused one. */
export function CampaignControls({ campaign, onChanged }: CampaignControlsProps) {
  const words = labels.campaigns;
  const [busy, setBusy] = useState(false);
  const act = async (action: (id: string) => Promise<void>) => {
    setBusy(true);
    try {
      await action(campaign.id);
      onChanged();
    } catch (error) {
      notifyError(words.actionFailed, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const canPause = campaign.status === 'sending' || campaign.status === 'scheduled';
  const canResume = campaign.status === 'paused';
  if (!canPause && !canResume) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {canPause && (
        <button
          type="button"
          className="btn-secondary px-4 py-2"
          disabled={busy}
          onClick={() => void act(pauseCampaign)}
        >
          {words.pause}
        </button>
      )}
      {canResume && (
        <button
          type="button"
          className="btn-primary px-4 py-2"
          disabled={busy}
          onClick={() => void act(resumeCampaign)}
        >
          {words.resume}
        </button>
      )}
    </div>
  );
}

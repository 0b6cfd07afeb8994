import { useStore } from '@nanostores/react';
import { $view } from '../../../stores/view.ts';
import { CampaignList } from './CampaignList.tsx';
import { CampaignPage } from './CampaignPage.tsx';

/**
 * The Campaigns tab (docs/behaviour/staff-app.md#the-campaigns-tab): the list of newsletters and
 * announcements, or the one the address names (?tab=campaigns&campaign=<id>).
 */
export function CampaignsView() {
  const { campaign } = useStore($view);
  return campaign ? <CampaignPage key={campaign} id={campaign} /> : <CampaignList />;
}

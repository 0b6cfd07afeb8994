import { setView } from '../../../stores/view.ts';

/** The campaign's own address in the staff app, for a link that also opens in a new tab. */
export function campaignHref(id: string | null): string {
  const params = new URLSearchParams({ tab: 'campaigns' });
  if (id) params.set('campaign', id);
  return `/crm?${params.toString()}`;
}

/** Opens a campaign (or the list, for null) in this tab, as a step Back returns from. */
export function openCampaign(id: string | null): void {
  setView({ tab: 'campaigns', campaign: id });
}

import type { ComponentType } from 'react';
import type { CrmTab } from '~/lib/crm/url-state.ts';
import { onDemand } from '~/islands/shared/on-demand.ts';
import { PipelineView } from './features/pipeline/components/PipelineView.tsx';
import { labels } from '~/lib/crm/labels.ts';

/*
 * The Pipeline tab comes with the app: its board takes its first cards from the page
 * (FirstBoardData) in its first render, which a suspended, retried render would lose. The other
 * tabs are fetched when first shown, or once the first tab is drawn (preloadTabs). /crm opens on
 * the Overview, so its code (the charts' the heaviest) comes at once there, and elsewhere only
 * when opened.
 */
const overview = onDemand(() =>
  import('./features/overview/components/OverviewView.tsx').then((m) => m.OverviewView),
);
const membership = onDemand(() =>
  import('./features/requests/components/MembershipView.tsx').then((m) => m.MembershipView),
);
const events = onDemand(() =>
  import('./features/events/components/EventsView.tsx').then((m) => m.EventsView),
);
const all = onDemand(() => import('./features/all/components/AllView.tsx').then((m) => m.AllView));
const campaigns = onDemand(() =>
  import('./features/campaigns/components/CampaignsView.tsx').then((m) => m.CampaignsView),
);
const privacy = onDemand(() =>
  import('./features/privacy/components/PrivacyView.tsx').then((m) => m.PrivacyView),
);

/** The app's tabs, in order (docs/behaviour/staff-app.md#tabs), each named when shown. */
export const CRM_TAB_VIEWS: readonly { id: CrmTab; label: string; View: ComponentType }[] = [
  {
    id: 'overview',
    get label() {
      return labels.app.overview;
    },
    View: overview.Component,
  },
  {
    id: 'pipeline',
    get label() {
      return labels.app.pipeline;
    },
    View: PipelineView,
  },
  {
    id: 'membership',
    get label() {
      return labels.app.membership;
    },
    View: membership.Component,
  },
  {
    id: 'events',
    get label() {
      return labels.app.events;
    },
    View: events.Component,
  },
  {
    id: 'all',
    get label() {
      return labels.app.all;
    },
    View: all.Component,
  },
  {
    id: 'campaigns',
    get label() {
      return labels.app.campaigns;
    },
    View: campaigns.Component,
  },
  {
    id: 'privacy',
    get label() {
      return labels.app.privacy;
    },
    View: privacy.Component,
  },
];

/** Fetches the other tabs' code in the background; a failure is tried again when a tab opens. */
export function preloadTabs(): void {
  for (const tab of [membership, events, all, campaigns, privacy]) void tab.preload();
}

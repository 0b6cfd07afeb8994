import type { ComponentType } from 'react';
import type { CrmTab } from '~/lib/crm/url-state.ts';
import { onDemand } from '~/islands/shared/on-demand.ts';
import { labels } from '~/lib/crm/labels.ts';

/*
 * Each tab's code is fetched when it is first shown. /crm opens on the Overview, so its code (the
 * charts' the heaviest) comes at once there and only when opened elsewhere; the other tabs are
 * fetched in the background once the first tab is drawn (preloadTabs), so the first tab's load
 * compiles and runs only its own code.
 */
const overview = onDemand(() =>
  import('./features/overview/components/OverviewView.tsx').then((m) => m.OverviewView),
);
const pipeline = onDemand(() =>
  import('./features/pipeline/components/PipelineView.tsx').then((m) => m.PipelineView),
);
const membership = onDemand(() =>
  import('./features/requests/components/MembershipView.tsx').then((m) => m.MembershipView),
);
const events = onDemand(() =>
  import('./features/events/components/EventsView.tsx').then((m) => m.EventsView),
);
const all = onDemand(() => import('./features/all/components/AllView.tsx').then((m) => m.AllView));
const privacy = onDemand(() =>
  import('./features/privacy/components/PrivacyView.tsx').then((m) => m.PrivacyView),
);

/** The app's tabs, in order (docs/behaviour/staff-app.md#tabs). */
export const CRM_TAB_VIEWS: readonly { id: CrmTab; label: string; View: ComponentType }[] = [
  { id: 'overview', label: labels.app.overview, View: overview.Component },
  { id: 'pipeline', label: labels.app.pipeline, View: pipeline.Component },
  { id: 'membership', label: labels.app.membership, View: membership.Component },
  { id: 'events', label: labels.app.events, View: events.Component },
  { id: 'all', label: labels.app.all, View: all.Component },
  { id: 'privacy', label: labels.app.privacy, View: privacy.Component },
];

/** Fetches the other tabs' code in the background; a failure is tried again when a tab opens. */
export function preloadTabs(): void {
  for (const tab of [pipeline, membership, events, all, privacy]) void tab.preload();
}

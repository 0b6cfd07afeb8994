import type { ComponentType } from 'react';
import type { CrmTab } from '~/lib/crm/url-state.ts';
import { PipelineView } from './features/pipeline/components/PipelineView.tsx';
import { AllView } from './features/all/components/AllView.tsx';
import { EventsView } from './features/events/components/EventsView.tsx';
import { MembershipView } from './features/requests/components/MembershipView.tsx';

/** The app's tabs, in order (docs/behaviour/staff-app.md#tabs). */
export const CRM_TAB_VIEWS: readonly { id: CrmTab; label: string; View: ComponentType }[] = [
  { id: 'pipeline', label: 'Pipeline', View: PipelineView },
  { id: 'membership', label: 'Membership', View: MembershipView },
  { id: 'events', label: 'Events', View: EventsView },
  { id: 'all', label: 'All', View: AllView },
];

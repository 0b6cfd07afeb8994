import type { ComponentType } from 'react';
import type { CrmTab } from '~/lib/crm/url-state.ts';
import { PipelineView } from './features/pipeline/components/PipelineView.tsx';

/** The app's tabs, in order; a tab appears here only once it works (Membership, Events, All come next). */
export const CRM_TAB_VIEWS: readonly { id: CrmTab; label: string; View: ComponentType }[] = [
  { id: 'pipeline', label: 'Pipeline', View: PipelineView },
];

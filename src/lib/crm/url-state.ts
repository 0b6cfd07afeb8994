// The CRM's view in the address bar (?tab=&lead_type=&industry=&q=&contact=&campaign=), so a reload or a
// shared link opens the same view and Back/Forward step through views. Unknown values fall back
// to the defaults instead of breaking the page. /crm opens on the Overview; a link with the
// board's filters and no tab (made when the board was first, or by the inbound messages' "find
// in the pipeline") still opens the board.
import { isIndustryId, isLeadType } from './domain.ts';

export const CRM_TABS = [
  'overview',
  'pipeline',
  'membership',
  'events',
  'all',
  'privacy',
  'campaigns',
] as const;
export type CrmTab = (typeof CRM_TABS)[number];

export interface CrmUrlState {
  tab: CrmTab;
  leadType: string | null;
  industry: string | null;
  query: string;
  contact: string | null;
  /** The campaign open in the Campaigns tab; its list when null. */
  campaign: string | null;
}

export const DEFAULT_CRM_STATE: CrmUrlState = {
  tab: 'overview',
  leadType: null,
  industry: null,
  query: '',
  contact: null,
  campaign: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseCrmUrl(search: string, tabs: readonly string[] = CRM_TABS): CrmUrlState {
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  const leadType = params.get('lead_type');
  const industry = params.get('industry');
  const contact = params.get('contact');
  const campaign = params.get('campaign');
  const filters = {
    leadType: isLeadType(leadType) ? leadType : null,
    industry: isIndustryId(industry) ? industry : null,
    query: (params.get('q') ?? '').slice(0, 200),
  };
  return {
    tab: (tab && tabs.includes(tab) ? tab : impliedTab(filters)) as CrmTab,
    ...filters,
    contact: contact && UUID.test(contact) ? contact : null,
    campaign: campaign && UUID.test(campaign) && tab === 'campaigns' ? campaign : null,
  };
}

/** The tab a link without one opens: the board when it carries the board's filters. */
function impliedTab(filters: Pick<CrmUrlState, 'leadType' | 'industry' | 'query'>): CrmTab {
  return filters.leadType || filters.industry || filters.query.trim()
    ? 'pipeline'
    : DEFAULT_CRM_STATE.tab;
}

/** The query string for a state: defaults are left out, so the plain /crm stays plain. */
export function crmSearch(state: CrmUrlState): string {
  const params = new URLSearchParams();
  if (state.tab !== impliedTab(state)) params.set('tab', state.tab);
  if (state.leadType) params.set('lead_type', state.leadType);
  if (state.industry) params.set('industry', state.industry);
  if (state.query.trim()) params.set('q', state.query);
  if (state.contact) params.set('contact', state.contact);
  if (state.campaign && state.tab === 'campaigns') params.set('campaign', state.campaign);
  const text = params.toString();
  return text ? `?${text}` : '';
}

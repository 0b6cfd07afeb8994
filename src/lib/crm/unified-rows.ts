// The All tab's one table of contacts and requests (spec §2): the same columns for each kind,
// searchable and sortable, newest first by default.
import { industryLabel } from './domain.ts';
import { statusLabel } from './requests.ts';

export interface UnifiedRow {
  /** contact_<id>, membership_<id> or event_<id> (spec §3's identifier prefixes). */
  key: string;
  kind: 'contact' | 'membership' | 'event';
  id: string;
  name: string;
  title: string;
  email: string;
  company: string;
  industry: string;
  message: string;
  status: string;
  lastLogin: string | null;
  createdAt: string;
}

export const TYPE_LABELS: Record<UnifiedRow['kind'], string> = {
  contact: 'Contact',
  membership: 'Membership request',
  event: 'Event request',
};

export interface ContactSource {
  id: string | null;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  email: string | null;
  company: string | null;
  industry: string | null;
  stage: string | null;
  last_login: string | null;
  created_at: string | null;
}
export interface MembershipSource {
  id: string;
  first_name: string;
  last_name: string;
  title: string | null;
  email: string;
  company: string | null;
  industry: string | null;
  additional_info: string | null;
  request_status: string;
  created_at: string;
}
export interface EventSource {
  id: string;
  name: string;
  title: string | null;
  email: string;
  company: string | null;
  industry: string | null;
  interests: string | null;
  request_status: string;
  event_type: string;
  created_at: string;
}

export function unifyRows(
  contacts: readonly ContactSource[],
  memberships: readonly MembershipSource[],
  events: readonly EventSource[],
  stageName: (stage: string) => string,
): UnifiedRow[] {
  const rows: UnifiedRow[] = [];
  for (const c of contacts) {
    if (!c.id) continue;
    rows.push({
      key: `contact_${c.id}`,
      kind: 'contact',
      id: c.id,
      name: `${c.first_name ?? ''} ${c.last_name ?? ''}`.trim(),
      title: c.title ?? '',
      email: c.email ?? '',
      company: c.company ?? '',
      industry: c.industry ? industryLabel(c.industry) : '',
      message: '',
      status: stageName(c.stage ?? 'mql_lead'),
      lastLogin: c.last_login,
      createdAt: c.created_at ?? '',
    });
  }
  for (const m of memberships) {
    rows.push({
      key: `membership_${m.id}`,
      kind: 'membership',
      id: m.id,
      name: `${m.first_name} ${m.last_name}`.trim(),
      title: m.title ?? '',
      email: m.email,
      company: m.company ?? '',
      industry: m.industry ? industryLabel(m.industry) : '',
      message: m.additional_info ?? '',
      status: statusLabel(m.request_status),
      lastLogin: null,
      createdAt: m.created_at,
    });
  }
  for (const e of events) {
    rows.push({
      key: `event_${e.id}`,
      kind: 'event',
      id: e.id,
      name: e.name,
      title: e.title ?? '',
      email: e.email,
      company: e.company ?? '',
      industry: e.industry ? industryLabel(e.industry) : '',
      message: e.interests ?? '',
      status: `${statusLabel(e.request_status)} (${e.event_type})`,
      lastLogin: null,
      createdAt: e.created_at,
    });
  }
  return rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

export type SortKey =
  | 'name'
  | 'title'
  | 'email'
  | 'company'
  | 'industry'
  | 'message'
  | 'status'
  | 'lastLogin'
  | 'createdAt';

/** One collator for every comparison: localeCompare with options builds one per call. */
const byText = new Intl.Collator('en', { sensitivity: 'base' });

export function sortRows(
  rows: readonly UnifiedRow[],
  key: SortKey,
  direction: 'asc' | 'desc',
): UnifiedRow[] {
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => factor * byText.compare(a[key] ?? '', b[key] ?? ''));
}

export function searchRows(rows: readonly UnifiedRow[], query: string): UnifiedRow[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!terms.length) return [...rows];
  return rows.filter((row) => {
    const text = [
      row.name,
      row.title,
      row.email,
      row.company,
      row.industry,
      row.message,
      row.status,
    ]
      .join(' ')
      .toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy HH:mm' in the viewer's time zone, or 'Never' (spec §2). */
export function formatLastLogin(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Never';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

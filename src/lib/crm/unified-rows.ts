// The All tab's one table of contacts and requests (docs/behaviour/staff-app.md#the-all-table): the
// same columns for each kind, searchable and sortable, newest first by default.
import { industryLabel } from './domain.ts';
import { statusLabel } from './requests.ts';
import { shownTitle } from './role-title.ts';

export interface UnifiedRow {
  /** contact_<id>, membership_<id> or event_<id> (docs/behaviour/staff-app.md#the-all-table). */
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

export function contactRow(c: ContactSource, stageName: (stage: string) => string): UnifiedRow {
  const id = c.id ?? '';
  return {
    key: `contact_${id}`,
    kind: 'contact',
    id,
    name: `${c.first_name ?? ''} ${c.last_name ?? ''}`.trim(),
    title: shownTitle(c.title),
    email: c.email ?? '',
    company: c.company ?? '',
    industry: c.industry ? industryLabel(c.industry) : '',
    message: '',
    status: stageName(c.stage ?? 'mql_lead'),
    lastLogin: c.last_login,
    createdAt: c.created_at ?? '',
  };
}

export function membershipRow(m: MembershipSource): UnifiedRow {
  return {
    key: `membership_${m.id}`,
    kind: 'membership',
    id: m.id,
    name: `${m.first_name} ${m.last_name}`.trim(),
    title: shownTitle(m.title),
    email: m.email,
    company: m.company ?? '',
    industry: m.industry ? industryLabel(m.industry) : '',
    message: m.additional_info ?? '',
    status: statusLabel(m.request_status),
    lastLogin: null,
    createdAt: m.created_at,
  };
}

export function eventRow(e: EventSource): UnifiedRow {
  return {
    key: `event_${e.id}`,
    kind: 'event',
    id: e.id,
    name: e.name,
    title: shownTitle(e.title),
    email: e.email,
    company: e.company ?? '',
    industry: e.industry ? industryLabel(e.industry) : '',
    message: e.interests ?? '',
    status: `${statusLabel(e.request_status)} (${e.event_type})`,
    lastLogin: null,
    createdAt: e.created_at,
  };
}

const newestFirst = (a: UnifiedRow, b: UnifiedRow) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

export function unifyRows(
  contacts: readonly ContactSource[],
  memberships: readonly MembershipSource[],
  events: readonly EventSource[],
  stageName: (stage: string) => string,
): UnifiedRow[] {
  const rows: UnifiedRow[] = [];
  for (const c of contacts) if (c.id) rows.push(contactRow(c, stageName));
  for (const m of memberships) rows.push(membershipRow(m));
  for (const e of events) rows.push(eventRow(e));
  return rows.sort(newestFirst);
}

/**
 * A row changed elsewhere (the realtime feed carries the table's row), merged by key: replaced
 * where it is, or added in its place by date. A contact's last sign-in is not in the contacts
 * table, so a changed contact keeps the one already shown.
 */
export function mergeRow(rows: readonly UnifiedRow[], row: UnifiedRow): UnifiedRow[] {
  const index = rows.findIndex((r) => r.key === row.key);
  if (index >= 0) {
    const merged = row.kind === 'contact' ? { ...row, lastLogin: rows[index]!.lastLogin } : row;
    return rows.map((r, i) => (i === index ? merged : r));
  }
  const at = rows.findIndex((r) => newestFirst(row, r) < 0);
  return at < 0 ? [...rows, row] : [...rows.slice(0, at), row, ...rows.slice(at)];
}

export function removeRow(rows: readonly UnifiedRow[], key: string): UnifiedRow[] {
  return rows.filter((r) => r.key !== key);
}

/** The type filter above the table: every row, or one kind. */
export const TYPE_FILTERS = [
  { id: 'all', label: 'All types' },
  { id: 'contact', label: 'Contacts' },
  { id: 'membership', label: 'Membership requests' },
  { id: 'event', label: 'Event requests' },
] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number]['id'];

export function filterRows(rows: readonly UnifiedRow[], type: TypeFilter): UnifiedRow[] {
  return type === 'all' ? [...rows] : rows.filter((row) => row.kind === type);
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
  | 'createdAt'
  | 'kind';

/** One collator for every comparison: localeCompare with options builds one per call. */
const byText = new Intl.Collator('en', { sensitivity: 'base' });

export function sortRows(
  rows: readonly UnifiedRow[],
  key: SortKey,
  direction: 'asc' | 'desc',
): UnifiedRow[] {
  const factor = direction === 'asc' ? 1 : -1;
  // The type column sorts by what it shows.
  const value = (row: UnifiedRow) => (key === 'kind' ? TYPE_LABELS[row.kind] : (row[key] ?? ''));
  return [...rows].sort((a, b) => factor * byText.compare(value(a), value(b)));
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

/**
 * 'MMM d, yyyy HH:mm' in the viewer's time zone, or 'Never'
 * (docs/behaviour/staff-app.md#the-all-table).
 */
export function formatLastLogin(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Never';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

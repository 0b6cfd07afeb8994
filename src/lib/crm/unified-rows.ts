// The All tab's one table of contacts, requests and guests without a request
// (docs/behaviour/staff-app.md#the-all-table): the same columns for each kind. The rows come from the view crm_all_rows, which filters, searches,
// sorts and pages them in the database (all-rows-query.ts).
import { attendanceCell } from '../events/attendance.ts';
import { shownTitle } from './role-title.ts';
import { labels } from './labels.ts';
import { crmDateFormat } from './staff-format.ts';
import { staffLocale } from './staff-language.ts';

export interface UnifiedRow {
  /**
   * contact_<id>, membership_<id>, event_<id> or guest_<id> (an invitation without a request;
   * docs/behaviour/staff-app.md#the-all-table).
   */
  key: string;
  kind: 'contact' | 'membership' | 'event' | 'guest';
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
  /** 'N of M' invitations attended, or '' (docs/behaviour/event-guests.md#attendance). */
  attendance: string;
  /** The same as counts, for the table in the staff app's language. */
  attended: number;
  invited: number;
  /** The event of an event request or a guest; null for the others. */
  eventSlug: string | null;
}

/** A row's kind in the staff app's language ('Contact', 'Membership request' …). */
export function typeLabel(kind: UnifiedRow['kind']): string {
  return labels.all.types[kind];
}

/** The type filter above the table: every row, or one kind (each named when shown). */
export const TYPE_FILTERS = [
  {
    id: 'all',
    get label() {
      return labels.all.allTypes;
    },
  },
  {
    id: 'contact',
    get label() {
      return labels.all.contacts;
    },
  },
  {
    id: 'membership',
    get label() {
      return labels.all.membershipRequests;
    },
  },
  {
    id: 'event',
    get label() {
      return labels.all.eventRequests;
    },
  },
  {
    id: 'guest',
    get label() {
      return labels.all.guestsWithoutARequest;
    },
  },
] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number]['id'];

export type SortKey =
  | 'name'
  | 'title'
  | 'email'
  | 'company'
  | 'industry'
  | 'message'
  | 'status'
  | 'lastLogin'
  | 'attendance'
  | 'createdAt'
  | 'kind';

/** A row of crm_all_rows as PostgREST returns it (a view's columns are all nullable to it). */
export interface ViewRow {
  kind: string | null;
  id: string | null;
  row_key: string | null;
  name: string | null;
  title: string | null;
  email: string | null;
  company: string | null;
  industry: string | null;
  message: string | null;
  status: string | null;
  last_login: string | null;
  created_at: string | null;
  attended: number | null;
  invited: number | null;
  event_slug: string | null;
}

const KINDS: ReadonlySet<string> = new Set(['contact', 'membership', 'event', 'guest']);

export function fromViewRow(row: ViewRow): UnifiedRow {
  const kind = KINDS.has(row.kind ?? '') ? (row.kind as UnifiedRow['kind']) : 'contact';
  return {
    key: row.row_key ?? `${kind}_${row.id ?? ''}`,
    kind,
    id: row.id ?? '',
    name: row.name ?? '',
    title: shownTitle(row.title),
    email: row.email ?? '',
    company: row.company ?? '',
    industry: row.industry ?? '',
    message: row.message ?? '',
    status: row.status ?? '',
    lastLogin: row.last_login,
    createdAt: row.created_at ?? '',
    attendance: attendanceCell({ attended: row.attended ?? 0, invited: row.invited ?? 0 }),
    attended: row.attended ?? 0,
    invited: row.invited ?? 0,
    eventSlug: row.event_slug,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'MMM d, yyyy HH:mm' in the viewer's time zone, or 'Never'
 * (docs/behaviour/staff-app.md#the-all-table).
 */
export function formatLastLogin(iso: string | null): string {
  if (!iso) return labels.all.never;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return labels.all.never;
  // In Arabic, the same parts in the staff app's format (docs/behaviour/staff-app.md#language).
  if (staffLocale().language !== 'en') {
    return crmDateFormat({ dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(
      date,
    );
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The same text in a named IANA time zone, for the CSV the server writes on the viewer's behalf
 * (the browser sends its zone). Gregorian calendar and Latin digits, whatever the server's locale.
 */
export function formatLastLoginIn(iso: string | null, timeZone: string): string {
  if (!iso) return labels.all.never;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return labels.all.never;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['month']} ${parts['day']}, ${parts['year']} ${parts['hour']}:${parts['minute']}`;
}

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

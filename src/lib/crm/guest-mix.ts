// The guest mix of one event, for staff balancing a small room before approving the next guest:
// the approved and the waiting guests counted by industry, seniority (read from the title) and
// whether they are already members (have an account) or prospects.
import { industryLabel } from './domain.ts';
import { statusGroup } from './requests.ts';

export const SENIORITY_LEVELS = [
  'Founder or C-level',
  'Director or VP',
  'Manager',
  'Other',
  'No title given',
] as const;
export type Seniority = (typeof SENIORITY_LEVELS)[number];

/** Words of a title, first match wins: the most senior reading of a title is the one that counts. */
const SENIORITY_RULES: readonly [Seniority, RegExp][] = [
  [
    'Founder or C-level',
    /\b(founder|co-?founder|owner|chair(man|woman|person)?|president|ceo|cfo|coo|cto|cio|cmo|chief|managing (director|partner)|general partner)\b/i,
  ],
  ['Director or VP', /\b(director|vp|vice[- ]president|head|partner|general manager|principal)\b/i],
  ['Manager', /\b(manager|lead|supervisor|officer)\b/i],
];

export function seniorityOf(title: string | null | undefined): Seniority {
  const text = title?.trim();
  if (!text) return 'No title given';
  return SENIORITY_RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? 'Other';
}

export interface MixCounts {
  total: number;
  industry: [string, number][];
  seniority: [Seniority, number][];
  members: number;
  prospects: number;
}

export interface GuestMix {
  approved: MixCounts;
  waiting: MixCounts;
  /**
   * The approved who came (checked in), and how many came without a request (walk-ins, or guests
   * invited directly); null until the guests are known.
   */
  came: (MixCounts & { withoutARequest: number }) | null;
}

/** A guest of an event and whether they came (src/lib/crm/event-capacity.ts). */
interface MixGuest {
  event_slug: string;
  email: string;
  checked_in: boolean;
}

interface MixRequest {
  event_slug: string | null;
  request_status: string | null;
  industry: string | null;
  title: string | null;
  email: string;
}

function counts(requests: readonly MixRequest[], members: ReadonlySet<string>): MixCounts {
  const industry = new Map<string, number>();
  const seniority = new Map<Seniority, number>();
  let memberCount = 0;
  for (const request of requests) {
    const label = industryLabel(request.industry);
    industry.set(label, (industry.get(label) ?? 0) + 1);
    const level = seniorityOf(request.title);
    seniority.set(level, (seniority.get(level) ?? 0) + 1);
    if (members.has(request.email.trim().toLowerCase())) memberCount += 1;
  }
  return {
    total: requests.length,
    // Largest groups first, then by name, so the panel reads the same on every render.
    industry: [...industry].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    seniority: SENIORITY_LEVELS.filter((level) => seniority.has(level)).map((level) => [
      level,
      seniority.get(level) ?? 0,
    ]),
    members: memberCount,
    prospects: requests.length - memberCount,
  };
}

function cameMix(
  approved: readonly MixRequest[],
  ofEvent: readonly MixRequest[],
  eventSlug: string,
  members: ReadonlySet<string>,
  guests: readonly MixGuest[],
): MixCounts & { withoutARequest: number } {
  const key = (email: string) => email.trim().toLowerCase();
  const arrived = new Set(
    guests
      .filter((guest) => guest.event_slug === eventSlug && guest.checked_in)
      .map((guest) => key(guest.email)),
  );
  const asked = new Set(ofEvent.map((request) => key(request.email)));
  const withoutARequest = [...arrived].filter((email) => !asked.has(email)).length;
  return {
    ...counts(
      approved.filter((request) => arrived.has(key(request.email))),
      members,
    ),
    withoutARequest,
  };
}

/**
 * The mix of one event's guests: approved ones, the ones still waiting (pending or waitlisted),
 * and, once the guests are known, the approved who came. Rejected requests do not count.
 * `members` holds lower-cased e-mails with an account.
 */
export function guestMix(
  requests: readonly MixRequest[],
  eventSlug: string,
  members: ReadonlySet<string>,
  guests: readonly MixGuest[] | null = null,
): GuestMix {
  const ofEvent = requests.filter((request) => request.event_slug === eventSlug);
  const group = (request: MixRequest) => statusGroup(request.request_status);
  const approved = ofEvent.filter((request) => group(request) === 'approved');
  return {
    approved: counts(approved, members),
    came: guests && cameMix(approved, ofEvent, eventSlug, members, guests),
    waiting: counts(
      ofEvent.filter((request) => group(request) === 'pending' || group(request) === 'waitlist'),
      members,
    ),
  };
}

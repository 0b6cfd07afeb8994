// What the failed-jobs panel shows for a job (docs/behaviour/staff-app.md#failed-jobs): what it
// was for, in staff's words, and for whom. Pure, so it is table-tested.
import type { JobKind } from '../../../supabase/functions/_shared/domain/job-kinds.ts';
import { labels } from './labels.ts';

/** 'Membership decision e-mail (Waitlist)'; an unknown kind is shown as stored. */
export function jobLabel(kind: string, detail: string | null): string {
  const kinds: Record<JobKind, string> = labels.jobs.kinds;
  const decisions: Record<string, string> = labels.jobs.decisions;
  const label = Object.hasOwn(kinds, kind) ? kinds[kind as JobKind] : kind;
  const decision = detail === null ? undefined : (decisions[detail] ?? detail);
  return decision ? `${label} (${decision})` : label;
}

/** 'Rania Ünal <rania@example.org>', or whichever part is known; a job whose row is gone says so. */
export function jobRecipient(name: string | null, email: string | null): string {
  const cleanName = name?.trim();
  const cleanEmail = email?.trim();
  if (cleanName && cleanEmail) return `${cleanName} <${cleanEmail}>`;
  return cleanName || cleanEmail || labels.jobs.recordDeleted;
}

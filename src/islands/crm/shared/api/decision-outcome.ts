import { labels } from '~/lib/crm/labels.ts';
/**
 * What a decision RPC answered (…_staff_decision_jobs.sql): 'done' (stored, its work queued),
 * 'unchanged' (the request already had that status; nothing queued again) or 'already-approved'.
 */
export const DECISION_OUTCOMES = ['done', 'unchanged', 'already-approved'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

export function decisionOutcome(value: string): DecisionOutcome {
  const outcome = DECISION_OUTCOMES.find((known) => known === value);
  if (!outcome) throw new Error(labels.shared.unexpectedDecisionAnswer(value));
  return outcome;
}

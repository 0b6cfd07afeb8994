// Field rules shared by the functions' input schemas, so a rule is written once.
import { z } from 'zod';
import { EVENT_TYPES } from '../domain/event-types.ts';

/** An optional short text (company, title, phone): trimmed, empty treated as absent. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** Rows use uuid primary keys; a malformed id is refused before any query. */
export const requestIdField = z.uuid({ error: 'requestId must be a request id (a UUID)' });

export const eventTypeField = z.enum(EVENT_TYPES, {
  error: `eventType must be ${EVENT_TYPES.map((type) => `'${type}'`).join(' or ')}`,
});

export type EventType = z.output<typeof eventTypeField>;

/** The decisions staff mail to an applicant about (request statuses with a notification). */
export const DECISION_STATUSES = ['approved', 'waitlist', 'rejected'] as const;

export const decisionStatusField = z.enum(DECISION_STATUSES, {
  error: `status must be one of ${DECISION_STATUSES.join(', ')}`,
});

export type DecisionStatus = z.output<typeof decisionStatusField>;

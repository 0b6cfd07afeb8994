// The invitation-only event types (forums and dinners), written once: the site's request forms,
// the content schema, the CRM's Events tab and the functions read this list, and
// tests/unit/database/industry-domain.test.ts pins it to event_requests' SQL check.
export const EVENT_TYPES = ['forum', 'dinner'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

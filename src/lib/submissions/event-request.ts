import type { EventRequest, EventType } from './event-request-schema.ts';

/** Which content event a request is for: its type and its page slug. */
export interface RequestedEvent {
  eventType: EventType;
  slug: string;
}

/**
 * The event_requests row for a valid request (docs/behaviour/submissions.md#invitation-requests),
 * tied to its event page.
 */
export function toEventRequestRow(request: EventRequest, event: RequestedEvent) {
  return {
    name: request.name,
    phone_number: request.phone,
    email: request.email,
    company: request.company,
    title: request.role,
    interests: request.interests,
    event_type: event.eventType,
    event_slug: event.slug,
  };
}

import type { EventType } from '../../../supabase/functions/_shared/domain/event-types.ts';
import { eventPhase, type Dated } from './timeline.ts';

/** How an event's registration is configured in its frontmatter. */
export type RegistrationConfig =
  { kind: 'external'; url: string } | { kind: 'request'; eventType: EventType };

/** What the registration block and the hero button show. */
export type RegistrationView =
  /** The gathering has ended: say so and offer membership instead. */
  | { state: 'past' }
  /** Open: a button to the external registration page, in a new tab. */
  | { state: 'external'; href: string; label: string }
  /** Open: the visitor writes to the team to ask for an invitation. */
  | { state: 'request'; eventType: EventType; label: string };

/** Decides the registration block from the event's dates and configuration, as of `now`. */
export function registrationView(
  event: Dated & { cta: string; registration: RegistrationConfig },
  now: Date,
): RegistrationView {
  if (eventPhase(event, now) === 'past') return { state: 'past' };
  const { registration } = event;
  return registration.kind === 'external'
    ? { state: 'external', href: registration.url, label: event.cta }
    : { state: 'request', eventType: registration.eventType, label: event.cta };
}

import { splitUpcomingPast, type Dated } from '../events/timeline.ts';
import { eventPath, type NavLink } from './routes.ts';

/** The fields of an event entry the menus need. */
export interface MenuEvent {
  id: string;
  data: Dated & { navTitle: string };
}

/** The Upcoming and Past menus: links labelled with each event's navTitle, in timeline order. */
export function eventMenus(
  events: readonly MenuEvent[],
  now: Date,
): { upcoming: NavLink[]; past: NavLink[] } {
  const { upcoming, past } = splitUpcomingPast(events, now);
  const toLink = (event: MenuEvent): NavLink => ({
    href: eventPath(event.id),
    label: event.data.navTitle,
  });
  return { upcoming: upcoming.map(toLink), past: past.map(toLink) };
}

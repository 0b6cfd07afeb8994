import { splitUpcomingPast, type Dated } from '../events/timeline.ts';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { fallbackAttributes, textIn, type Localized } from '../i18n/localized.ts';
import { eventPath, type NavLink } from './routes.ts';

/** The fields of an event entry the menus need. */
export interface MenuEvent {
  id: string;
  data: Dated & { navTitle: Localized };
}

/**
 * The Upcoming and Past menus: links labelled with each event's navTitle in `locale`, in timeline
 * order. A label with no text in `locale` is the English, marked so (`lang`, `dir`).
 */
export function eventMenus(
  events: readonly MenuEvent[],
  now: Date,
  locale: Locale = defaultLocale,
): { upcoming: NavLink[]; past: NavLink[] } {
  const { upcoming, past } = splitUpcomingPast(events, now);
  const toLink = (event: MenuEvent): NavLink => ({
    href: eventPath(event.id),
    label: textIn(event.data.navTitle, locale),
    ...fallbackAttributes(event.data.navTitle, locale),
  });
  return { upcoming: upcoming.map(toLink), past: past.map(toLink) };
}

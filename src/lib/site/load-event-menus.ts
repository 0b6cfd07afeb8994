import { getCollection } from 'astro:content';
import { buildTime } from '../events/build-time.ts';
import { eventMenus } from './event-menu.ts';
import { defaultLocale, localizedPath, type Locale } from '../i18n/locales.ts';
import type { NavLink } from './routes.ts';

/** The Upcoming and Past menu links as of the build, to the event pages in `locale`. */
export async function loadEventMenus(
  locale: Locale = defaultLocale,
): Promise<{ upcoming: NavLink[]; past: NavLink[] }> {
  const menus = eventMenus(await getCollection('events'), buildTime(), locale);
  if (locale === defaultLocale) return menus;
  const localize = (link: NavLink): NavLink => ({
    ...link,
    href: localizedPath(link.href, locale),
  });
  return { upcoming: menus.upcoming.map(localize), past: menus.past.map(localize) };
}

import { getCollection } from 'astro:content';
import { buildTime } from '../events/build-time.ts';
import { eventMenus } from './event-menu.ts';
import type { NavLink } from './routes.ts';

/** The Upcoming and Past menu links as of the build. */
export async function loadEventMenus(): Promise<{ upcoming: NavLink[]; past: NavLink[] }> {
  return eventMenus(await getCollection('events'), buildTime());
}

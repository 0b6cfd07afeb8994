import type { APIRoute, GetStaticPaths } from 'astro';
import { eventCalendarFile } from '~/lib/events/calendar-file.ts';
import { eventStaticPaths, type EventPathProps } from '~/lib/events/event-static-paths.ts';

export const prerender = true;

export const getStaticPaths = eventStaticPaths satisfies GetStaticPaths;

/** The "Add to calendar" file of one event, in English, written at build time. */
export const GET: APIRoute<EventPathProps> = ({ props, site }) =>
  eventCalendarFile(props.event, 'en', site);

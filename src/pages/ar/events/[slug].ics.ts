import type { APIRoute, GetStaticPaths } from 'astro';
import { eventCalendarFile } from '~/lib/events/calendar-file.ts';
import { eventStaticPaths, type EventPathProps } from '~/lib/events/event-static-paths.ts';

export const prerender = true;

export const getStaticPaths = eventStaticPaths satisfies GetStaticPaths;

/** The Arabic page's "أضف إلى التقويم" file: the event's Arabic title, summary and place. */
export const GET: APIRoute<EventPathProps> = ({ props, site }) =>
  eventCalendarFile(props.event, 'ar', site);

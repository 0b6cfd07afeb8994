import type { APIRoute, GetStaticPaths } from 'astro';
import { eventStaticPaths, type EventPathProps } from '~/lib/events/event-static-paths.ts';
import { eventSocialImageFile } from '~/lib/events/social-image-file.ts';

export const prerender = true;

export const getStaticPaths = eventStaticPaths satisfies GetStaticPaths;

/** An event's sharing image for its Arabic page: the Arabic title, date and place, from the right. */
export const GET: APIRoute<EventPathProps> = ({ props, site }) =>
  eventSocialImageFile(props.event, 'ar', site);

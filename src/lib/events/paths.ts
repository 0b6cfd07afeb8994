import { localizedPath, type Locale } from '../i18n/locales.ts';

/**
 * The build-time calendar file of an event in a page's language (src/pages/events/[slug].ics.ts,
 * and its Arabic twin under src/pages/ar/).
 */
export function eventCalendarPath(slug: string, locale: Locale = 'en'): string {
  return localizedPath(`/events/${slug}.ics`, locale);
}

/** Where the video player comes from: YouTube's privacy-enhanced embed (no cookies until played). */
export const videoPlayerOrigin = 'https://www.youtube-nocookie.com';

/** The player of a video, started at once: it is only loaded when a visitor has pressed play. */
export function videoPlayerUrl(youtubeId: string): string {
  return `${videoPlayerOrigin}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

/**
 * The build-time sharing image of an event's drawn cover in a page's language
 * (src/pages/events/[slug].png.ts, and its Arabic twin under src/pages/ar/).
 */
export function eventCoverImagePath(slug: string, locale: Locale = 'en'): string {
  return localizedPath(`/events/${slug}.png`, locale);
}

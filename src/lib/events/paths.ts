/** The build-time calendar file of an event (src/pages/events/[slug].ics.ts). */
export function eventCalendarPath(slug: string): string {
  return `/events/${slug}.ics`;
}

/** Where the video player comes from: YouTube's privacy-enhanced embed (no cookies until played). */
export const videoPlayerOrigin = 'https://www.youtube-nocookie.com';

/** The player of a video, started at once: it is only loaded when a visitor has pressed play. */
export function videoPlayerUrl(youtubeId: string): string {
  return `${videoPlayerOrigin}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

/** The build-time sharing image of an event's drawn cover (src/pages/events/[slug].png.ts). */
export function eventCoverImagePath(slug: string): string {
  return `/events/${slug}.png`;
}

/** The build-time calendar file of an event (src/pages/events/[slug].ics.ts). */
export function eventCalendarPath(slug: string): string {
  return `/events/${slug}.ics`;
}

/** The YouTube watch page of a video; cards link out instead of embedding a third-party player. */
export function youtubeWatchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
}

/** The build-time sharing image of an event's drawn cover (src/pages/events/[slug].png.ts). */
export function eventCoverImagePath(slug: string): string {
  return `/events/${slug}.png`;
}

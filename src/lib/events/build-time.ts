/**
 * The instant the site is built. BUILD_TIME (ISO) pins it so a build is reproducible
 * and tests can build "as of" a date; otherwise it is now.
 */
export function buildTime(): Date {
  const pinned = process.env.BUILD_TIME;
  if (!pinned) return new Date();
  const date = new Date(pinned);
  if (Number.isNaN(date.getTime())) throw new Error(`BUILD_TIME is not a date: ${pinned}`);
  return date;
}

/** An announcement with the window in which it is true. */
export interface TimedBanner {
  start: Date;
  end: Date;
}

/** The banner, if `now` falls within its window (from its start, until its end). */
export function activeBanner<T extends TimedBanner>(
  banner: T | undefined,
  now: Date,
): T | undefined {
  if (!banner) return undefined;
  const time = now.getTime();
  return banner.start.getTime() <= time && time < banner.end.getTime() ? banner : undefined;
}

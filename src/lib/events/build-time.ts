import { environment } from '../../../supabase/local/environment.ts';

/**
 * The instant the site is built. BUILD_TIME (ISO) pins it so a build is reproducible
 * and tests can build "as of" a date; otherwise it is now.
 */
export function buildTime(): Date {
  const pinned = environment().BUILD_TIME;
  return pinned ? new Date(pinned) : new Date();
}

/**
 * Whether `npm start` must rebuild the site first, as a pure decision over what the last build
 * recorded and what the sources look like now. A build is reused only when nothing it depends on
 * changed: the sources, the settings baked into pages, and the day (event pages move from
 * "upcoming" to "past" by date, so a build from an earlier day may show a stale state).
 */

export interface BuildStamp {
  /** When the build finished (ISO). */
  builtAt: string;
  /** Newest modification time among the sources when the build started (ms since epoch). */
  newestSource: number;
  /** The environment values the build bakes into pages. */
  settings: Record<string, string>;
}

export interface SourceState {
  newestSource: number;
  newestPath: string;
  settings: Record<string, string>;
  now: Date;
}

/** Environment variables whose value ends up in the built pages. */
export const BUILD_SETTINGS = ['PUBLIC_SITE_URL', 'BUILD_TIME'] as const;

export function buildSettings(
  env: Partial<Record<(typeof BUILD_SETTINGS)[number], string | undefined>>,
): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const name of BUILD_SETTINGS) {
    const value = env[name];
    if (value !== undefined && value !== '') settings[name] = value;
  }
  return settings;
}

/** Why the build must be made again, or undefined when the existing one can be served. */
export function rebuildReason(stamp: BuildStamp | undefined, now: SourceState): string | undefined {
  if (!stamp) return 'no finished build yet';
  if (now.newestSource > stamp.newestSource)
    return `${now.newestPath} changed since the last build`;
  const before = JSON.stringify(sorted(stamp.settings));
  const after = JSON.stringify(sorted(now.settings));
  if (before !== after) return `build settings changed (${BUILD_SETTINGS.join(', ')})`;
  // A pinned BUILD_TIME makes the date irrelevant: the build is "as of" that instant.
  if (!now.settings['BUILD_TIME'] && utcDay(new Date(stamp.builtAt)) !== utcDay(now.now)) {
    return 'the last build is from an earlier day, and event pages change by date';
  }
  return undefined;
}

function sorted(record: Record<string, string>): [string, string][] {
  return Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
}

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Parses a stamp file's text; anything unreadable counts as no build. */
export function parseStamp(text: string | undefined): BuildStamp | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<BuildStamp>;
    if (
      typeof value.builtAt !== 'string' ||
      typeof value.newestSource !== 'number' ||
      typeof value.settings !== 'object' ||
      value.settings === null
    ) {
      return undefined;
    }
    return { builtAt: value.builtAt, newestSource: value.newestSource, settings: value.settings };
  } catch {
    return undefined;
  }
}

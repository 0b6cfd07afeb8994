/**
 * The site's routes as the build resolved them (dist/_routes.json, written by
 * route-table-integration.ts), so the access log names a page by its pattern (/pass/[token],
 * /events/[slug]) rather than by a path that may hold a token, an address or a name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OTHER_ROUTE, routePattern } from '../../../supabase/local/metrics/route-pattern.ts';

export const ROUTE_TABLE_FILE = '_routes.json';

export interface RouteEntry {
  /** Astro's route, e.g. /events/[slug]. */
  pattern: string;
  /** The source of Astro's regular expression for it, matched against the decoded path. */
  regex: string;
}

/** The build's table; none when the build has no such file (a stand-in build in tests). */
export function readRouteTable(distDir: string): RouteEntry[] {
  try {
    return JSON.parse(readFileSync(path.join(distDir, ROUTE_TABLE_FILE), 'utf8')) as RouteEntry[];
  } catch {
    return [];
  }
}

/** The path as Astro matches it: decoded, or as sent when its escapes are not valid UTF-8. */
function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

/**
 * The access log's route rule: the backend's fixed patterns (as /metrics labels them), else the
 * first site route (Astro's order) whose expression matches, else OTHER_ROUTE. Query strings
 * never count.
 */
export function accessRoute(table: RouteEntry[]): (url: string) => string {
  const site = table.map(({ pattern, regex }) => ({ pattern, regex: new RegExp(regex) }));
  return (url) => {
    const backend = routePattern(url);
    if (backend !== OTHER_ROUTE) return backend;
    const pathname = decodedPath(url);
    return site.find(({ regex }) => regex.test(pathname))?.pattern ?? OTHER_ROUTE;
  };
}

/**
 * Serves the prebuilt files of the site (pages and assets in the build's client folder) without
 * passing through Astro: the file list, each file's headers and each page's Content-Security-Policy
 * are read once at start, so a request costs one map lookup and a file stream. sirv picks the
 * precompressed copy the browser accepts (written at build by precompress-integration.ts), sets
 * `Vary: Accept-Encoding` and answers 304 to a matching ETag.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { isPassWorkerAsset, PASS_WORKER_SCOPE } from '../../lib/invitations/pass-offline.ts';
import { joinPolicies } from '../join-policies.ts';

/** Astro's hashed build assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files (favicon, images, calendar files) are revalidated by ETag. */
const REVALIDATE = 'no-cache';

interface HeadersEntry {
  pathname: string;
  headers: { key: string; value: string }[];
}

export interface StaticSiteOptions {
  /** The build's client folder (dist/client). */
  clientDir: string;
  /** The per-page headers Astro writes with `staticHeaders` (dist/_headers.json). */
  headersFile: string;
  /** The headers every response carries, for plain HTTP and for HTTPS. */
  base: { plain: Record<string, string>; secure: Record<string, string> };
}

export interface StaticSite {
  (req: IncomingMessage, res: ServerResponse, secure: boolean): boolean;
  /** A built page's header set (its CSP joined to the site's), without Cache-Control. */
  headersFor(pathname: string, secure: boolean): Record<string, string> | undefined;
}

/** Joins two Content-Security-Policies into one value in which both hold. */
/** The complete header set of each page, for plain HTTP and HTTPS, computed once. */
export function pageHeaderSets(
  entries: HeadersEntry[],
  base: StaticSiteOptions['base'],
): Map<string, { plain: Record<string, string>; secure: Record<string, string> }> {
  const sets = new Map<string, { plain: Record<string, string>; secure: Record<string, string> }>();
  for (const entry of entries) {
    const merge = (headers: Record<string, string>): Record<string, string> => {
      const merged: Record<string, string> = { ...headers, 'Cache-Control': REVALIDATE };
      for (const { key, value } of entry.headers) {
        merged[key] =
          key.toLowerCase() === 'content-security-policy'
            ? joinPolicies(value, headers['Content-Security-Policy'])
            : value;
      }
      return merged;
    };
    sets.set(entry.pathname, { plain: merge(base.plain), secure: merge(base.secure) });
  }
  return sets;
}

/** The page a request path names: "/contact", "/contact.html" and "/contact/" are one page. */
export function pageKey(pathname: string): string {
  const trimmed = pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');
  return trimmed === '/index' ? '/' : trimmed;
}

export function createStaticSite(options: StaticSiteOptions): StaticSite {
  const entries: HeadersEntry[] = existsSync(options.headersFile)
    ? (JSON.parse(readFileSync(options.headersFile, 'utf8')) as HeadersEntry[])
    : [];
  const pages = pageHeaderSets(entries, options.base);
  const assets: Record<'plain' | 'secure', Record<string, string>> = {
    plain: { ...options.base.plain, 'Cache-Control': REVALIDATE },
    secure: { ...options.base.secure, 'Cache-Control': REVALIDATE },
  };
  // One sirv per transport, so each knows its header sets without per-request state.
  const servers = {
    plain: serveWith('plain'),
    secure: serveWith('secure'),
  };
  function serveWith(transport: 'plain' | 'secure'): ReturnType<typeof sirv> {
    return sirv(options.clientDir, {
      etag: true,
      gzip: true,
      brotli: true,
      extensions: ['html'],
      setHeaders(res, pathname) {
        const headers = pages.get(pageKey(pathname))?.[transport] ?? assets[transport];
        for (const name in headers) res.setHeader(name, headers[name]!);
        if (pathname.startsWith('/_astro/')) res.setHeader('Cache-Control', IMMUTABLE);
        if (isPassWorkerAsset(pathname)) res.setHeader('Service-Worker-Allowed', PASS_WORKER_SCOPE);
        // sirv's type table (mrmime) has no .ico; the favicon must not go out untyped.
        if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
      },
    });
  }

  const serve = (req: IncomingMessage, res: ServerResponse, secure: boolean): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let handled = true;
    const transport = secure ? 'secure' : 'plain';
    // A 304 carries the page's whole header set too: the browser replaces the cached copy's
    // headers with it, so a 304 without the page's script hashes would block its inline code.
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const headers = pages.get(pageKey(pathname))?.[transport] ?? options.base[transport];
    for (const name in headers) res.setHeader(name, headers[name]!);
    servers[transport](req, res, () => {
      handled = false;
    });
    return handled;
  };
  return Object.assign(serve, {
    headersFor(pathname: string, secure: boolean) {
      const set = pages.get(pageKey(pathname))?.[secure ? 'secure' : 'plain'];
      if (!set) return undefined;
      const { 'Cache-Control': _cache, ...rest } = set;
      return rest;
    },
  });
}

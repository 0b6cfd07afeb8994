/**
 * Serves the prebuilt files of the site (pages and assets in the build's client folder) without
 * passing through Astro. Everything a response needs is prepared once: the files' bytes and
 * validators at start (built-files.ts), and the complete header list of each path, encoding,
 * transport and origin the first time it is asked for; a request then costs a map lookup and one
 * write. Pages get their own Content-Security-Policy joined to the site's, with script sources
 * narrowed to the build folder of the origin asked for (script-sources.ts).
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPassWorkerAsset, PASS_WORKER_SCOPE } from '../../lib/invitations/pass-offline.ts';
import { DOOR_WORKER_SCOPE, isDoorWorkerAsset } from '../../lib/check-in/door-offline.ts';
import { joinPolicies } from '../join-policies.ts';
import { scriptsFromBuildOnly } from '../script-sources.ts';
import { readBuiltFiles, resolveFile, type BuiltFile } from './built-files.ts';
import { byteRange } from './byte-range.ts';

/** Astro's hashed build assets never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files (favicon, images, calendar files) are revalidated by ETag. */
const REVALIDATE = 'no-cache';
/** Origins (Host names) whose prepared answers are kept; others are prepared per request. */
const CACHED_ORIGINS = 16;

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
  /**
   * Answers a GET or HEAD for a built file and returns true, or returns false untouched. With an
   * origin, script sources are narrowed to its build folder (narrowScriptSources is not needed).
   */
  (req: IncomingMessage, res: ServerResponse, secure: boolean, origin?: string): boolean;
  /** A built page's header set (its CSP joined to the site's), without Cache-Control. */
  headersFor(pathname: string, secure: boolean): Record<string, string> | undefined;
}

/** One path's answer, ready to write: [name, value, name, value, …] for 200 and for 304. */
interface Prepared {
  file: BuiltFile;
  ok: string[];
  notModified: string[];
  /** The headers a 416 starts from: no validators for a range that is not there. */
  unsatisfiable: string[];
  /** The headers a 206 starts from (its Content-Length is the range's). */
  partial: string[];
}

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

/** The request's path, percent-decoded where it can be (a malformed one is looked up as sent). */
function requestPath(url: string): string {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (!pathname.includes('%')) return pathname;
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** Which precompressed copies the browser takes, as sirv decided: 0 none, 1 gzip, 2 br, 3 both. */
function acceptedCopies(header: string | undefined): number {
  if (!header) return 0;
  return (header.includes('gzip') ? 1 : 0) | (/(br|brotli)/i.test(header) ? 2 : 0);
}

function flatten(headers: Record<string, string>): string[] {
  const list: string[] = [];
  for (const name in headers) list.push(name, headers[name]!);
  return list;
}

export function createStaticSite(options: StaticSiteOptions): StaticSite {
  const entries: HeadersEntry[] = existsSync(options.headersFile)
    ? (JSON.parse(readFileSync(options.headersFile, 'utf8')) as HeadersEntry[])
    : [];
  const pages = pageHeaderSets(entries, options.base);
  const files = existsSync(options.clientDir) ? readBuiltFiles(options.clientDir) : new Map();
  const assets: Record<'plain' | 'secure', Record<string, string>> = {
    plain: { ...options.base.plain, 'Cache-Control': REVALIDATE },
    secure: { ...options.base.secure, 'Cache-Control': REVALIDATE },
  };

  function prepare(
    pathname: string,
    copies: number,
    secure: boolean,
    origin: string | undefined,
  ): Prepared | undefined {
    const file = resolveFile(files, pathname, { gzip: (copies & 1) === 1, br: copies >= 2 });
    if (!file) return undefined;
    const transport = secure ? 'secure' : 'plain';
    const headers: Record<string, string> = {
      ...(pages.get(pageKey(pathname))?.[transport] ?? assets[transport]),
    };
    if (origin) {
      for (const name in headers) {
        if (name.toLowerCase() === 'content-security-policy')
          headers[name] = scriptsFromBuildOnly(headers[name]!, origin);
      }
    }
    headers['Vary'] = 'Accept-Encoding';
    if (pathname.startsWith('/_astro/')) headers['Cache-Control'] = IMMUTABLE;
    if (isPassWorkerAsset(pathname)) headers['Service-Worker-Allowed'] = PASS_WORKER_SCOPE;
    if (isDoorWorkerAsset(pathname)) headers['Service-Worker-Allowed'] = DOOR_WORKER_SCOPE;
    // The type table (mrmime) has no .ico; the favicon must not go out untyped.
    const type = pathname.endsWith('.ico') ? 'image/x-icon' : file.contentType;
    const validators = { 'Last-Modified': file.lastModified, ETag: file.etag };
    // A 304 carries the page's whole header set too: the browser replaces the cached copy's
    // headers with it, so a 304 without the page's script hashes would block its inline code.
    const notModified = flatten({ ...headers, ...validators });
    const content: Record<string, string> = { 'Content-Type': type, ...validators };
    if (file.encoding) content['Content-Encoding'] = file.encoding;
    const unsatisfiable = flatten(headers);
    if (type !== file.contentType) unsatisfiable.push('Content-Type', type);
    return {
      file,
      unsatisfiable,
      ok: flatten({ ...headers, 'Content-Length': String(file.size), ...content }),
      notModified,
      partial: flatten({ ...headers, ...content }),
    };
  }

  // Prepared answers per origin, then per transport and accepted copies, then per path. Only
  // paths naming a file are kept, so the maps hold at most a few entries per built file.
  const prepared = new Map<string, Map<string, Prepared>[]>();
  function lookup(pathname: string, copies: number, secure: boolean, origin: string | undefined) {
    let byOrigin = prepared.get(origin ?? '');
    if (!byOrigin) {
      if (prepared.size >= CACHED_ORIGINS) return prepare(pathname, copies, secure, origin);
      byOrigin = Array.from({ length: 8 }, () => new Map<string, Prepared>());
      prepared.set(origin ?? '', byOrigin);
    }
    const paths = byOrigin[copies * 2 + (secure ? 1 : 0)]!;
    let answer = paths.get(pathname);
    if (!answer) {
      answer = prepare(pathname, copies, secure, origin);
      if (answer) paths.set(pathname, answer);
    }
    return answer;
  }

  const serve = (
    req: IncomingMessage,
    res: ServerResponse,
    secure: boolean,
    origin?: string,
  ): boolean => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const pathname = requestPath(req.url ?? '/');
    const answer = lookup(pathname, acceptedCopies(req.headers['accept-encoding']), secure, origin);
    if (!answer) return false;
    const { file } = answer;
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, answer.notModified);
      res.end();
    } else if (req.headers.range) {
      sendRange(req, res, answer, req.headers.range);
    } else {
      res.writeHead(200, answer.ok);
      if (method === 'HEAD') res.end();
      else if (file.body) res.end(file.body);
      else createReadStream(file.abs).pipe(res);
    }
    return true;
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

/** A Range request on the chosen file (the compressed copy when one was chosen, as before). */
function sendRange(req: IncomingMessage, res: ServerResponse, answer: Prepared, header: string) {
  const { file } = answer;
  const range = byteRange(header, file.size);
  if (!range) {
    const refused = ['Content-Range', `bytes */${file.size}`, 'Content-Length', '0'];
    res.writeHead(416, [...answer.unsatisfiable, ...refused]);
    res.end();
    return;
  }
  const { start, end } = range;
  res.writeHead(206, [
    ...answer.partial,
    'Content-Range',
    `bytes ${start}-${end}/${file.size}`,
    'Content-Length',
    String(end - start + 1),
    'Accept-Ranges',
    'bytes',
  ]);
  if (req.method === 'HEAD') res.end();
  else if (file.body) res.end(file.body.subarray(start, end + 1));
  else createReadStream(file.abs, { start, end }).pipe(res);
}

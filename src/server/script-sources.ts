import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Where the site's scripts live: Astro's build folder. Pages run only scripts from there and the
 * inline scripts their policy names by hash. `'self'` would admit any URL of the origin, and the
 * embedded backend serves uploaded files on it (/storage/v1/…), so an uploaded .js could run as
 * the site's own script (docs/behaviour/staff-app.md#attachments).
 */
export const SCRIPT_PATH = '/_astro/';

const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The origin the browser asked for, from Host (only a plain host name or address and port: the
 * value goes into a header); undefined when it is missing or odd, then `fallback` is used.
 */
export function requestOrigin(req: IncomingMessage, secure: boolean, fallback: string): string {
  const host = req.headers.host;
  if (!host || !HOST_PATTERN.test(host)) return new URL(fallback).origin;
  return `${secure ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/**
 * A Content-Security-Policy whose script sources allow the build folder of `origin` instead of
 * the whole origin: `'self'` in script-src (and script-src-elem, worker-src) becomes
 * `<origin>/_astro/`; a policy without script-src gets one (or default-src 'self' would apply).
 * A path-restricted source is matched by path before any redirect, and nothing under /_astro/
 * redirects (static-site.ts serves it from the build).
 */
export function scriptsFromBuildOnly(policy: string, origin: string): string {
  const source = `${origin}${SCRIPT_PATH}`;
  let hasScriptSrc = false;
  const parts = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', ...sources] = part.split(/\s+/);
      const key = name.toLowerCase();
      if (key !== 'script-src' && key !== 'script-src-elem' && key !== 'worker-src') return part;
      if (key === 'script-src') hasScriptSrc = true;
      const narrowed = sources.map((s) => (s === "'self'" ? source : s));
      return [name, ...narrowed.filter((s, i) => narrowed.indexOf(s) === i)].join(' ');
    });
  // A sandboxed answer (a stored file) runs no script at all; it needs no script source.
  const sandboxed = parts.some((part) => part.toLowerCase() === 'sandbox');
  if (!hasScriptSrc && !sandboxed) parts.push(`script-src ${source}`);
  return parts.join('; ');
}

function narrowHeaders(headers: unknown, origin: string): unknown {
  if (Array.isArray(headers)) {
    // Either [[name, value], …] or a flat [name, value, name, value, …] list.
    return headers.map((entry: unknown, index: number) => {
      if (Array.isArray(entry) && isCsp(entry[0]) && typeof entry[1] === 'string')
        return [entry[0], scriptsFromBuildOnly(entry[1], origin)];
      if (typeof entry === 'string' && index % 2 === 1 && isCsp(headers[index - 1]))
        return scriptsFromBuildOnly(entry, origin);
      return entry;
    });
  }
  if (headers && typeof headers === 'object') {
    const copy: OutgoingHttpHeaders = { ...(headers as OutgoingHttpHeaders) };
    for (const name of Object.keys(copy)) {
      const value = copy[name];
      if (isCsp(name) && typeof value === 'string')
        copy[name] = scriptsFromBuildOnly(value, origin);
    }
    return copy;
  }
  return headers;
}

const isCsp = (name: unknown) =>
  typeof name === 'string' && name.toLowerCase() === 'content-security-policy';

/** Narrows the script sources of every Content-Security-Policy this response sends. */
export function narrowScriptSources(res: ServerResponse, origin: string): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    setHeader(
      name,
      isCsp(name) && typeof value === 'string' ? scriptsFromBuildOnly(value, origin) : value,
    );
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (...args: unknown[]) => {
    const last = args.length - 1;
    if (last >= 1 && typeof args[last] === 'object') args[last] = narrowHeaders(args[last], origin);
    return writeHead(...args);
  };
}

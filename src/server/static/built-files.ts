/**
 * The files of the static build, read once at start: each file's bytes (held in memory up to
 * IN_MEMORY_BYTES, larger ones are streamed from disk), type, encoding, ETag and Last-Modified.
 * Names, types and validators are those sirv gave the same files before, so caches and clients
 * see the same answers: `W/"<size>-<mtime ms>"` ETags, `text/html;charset=utf-8` pages, and the
 * `.br`/`.gz` copies written by precompress-integration.ts as their own files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lookup } from 'mrmime';

/** Larger files (none in today's build: the largest is under 500 KB) are read per request. */
export const IN_MEMORY_BYTES = 1024 * 1024;

export interface BuiltFile {
  /** Where it is on disk. */
  abs: string;
  size: number;
  /** The bytes, unless the file is larger than IN_MEMORY_BYTES. */
  body: Buffer | undefined;
  /** '' when the type is unknown (sent as is, as before). */
  contentType: string;
  encoding: 'br' | 'gzip' | undefined;
  etag: string;
  lastModified: string;
}

const ENCODINGS: Record<string, 'br' | 'gzip'> = { '.br': 'br', '.gz': 'gzip' };

/** A file's URL name ("/people.html") from its path under the folder. */
function urlName(relative: string): string {
  return `/${relative.normalize().replace(/\\+/g, '/')}`;
}

/** Hidden files and folders are not served, except under /.well-known/. */
function isHidden(relative: string): boolean {
  if (/\.well-known[\\/]/.test(relative)) return false;
  return /(^\.|[\\/]\.)/.test(relative);
}

/** Every servable file under `dir`, by URL name. */
export function readBuiltFiles(dir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, abs);
    if (isHidden(relative)) continue;
    const name = urlName(relative);
    const stats = statSync(abs);
    const encoding = ENCODINGS[name.slice(-3)];
    let contentType = lookup(encoding ? name.slice(0, -3) : name) ?? '';
    if (contentType === 'text/html') contentType += ';charset=utf-8';
    files.set(name, {
      abs,
      size: stats.size,
      body: stats.size <= IN_MEMORY_BYTES ? readFileSync(abs) : undefined,
      contentType,
      encoding,
      etag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
      lastModified: stats.mtime.toUTCString(),
    });
  }
  return files;
}

/**
 * The file a request path names, tried in sirv's order: the precompressed copies the browser
 * accepts first (Brotli, then gzip), then the file itself, then with `.html`; each as the path and
 * as `<path>/index`. A trailing slash is ignored.
 */
export function resolveFile(
  files: Map<string, BuiltFile>,
  pathname: string,
  accepts: { br: boolean; gzip: boolean },
): BuiltFile | undefined {
  const uri = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const index = `${uri}/index`;
  const suffixes: string[] = [];
  if (accepts.br) suffixes.push('.html.br', '.br');
  if (accepts.gzip) suffixes.push('.html.gz', '.gz');
  suffixes.push('', '.html');
  for (const suffix of suffixes) {
    const found = (uri && files.get(uri + suffix)) || files.get(index + suffix);
    if (found) return found;
  }
  return undefined;
}

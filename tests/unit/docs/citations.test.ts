// Every reference a comment makes must resolve inside the repository: a cited
// docs/<page>.md#<anchor> must be a heading of that page, and nothing may cite a document that
// lives outside it (the old spec's sections, the design notes, the wire notes, ../shared).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../supabase/local/db/project-paths.ts';

const SCANNED = ['src', 'supabase', 'tests', 'eslint.config.js', 'astro.config.mjs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.astro', '.data', 'test-results']);
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|astro|sql|css|md|toml|json)$/;
const THIS_FILE = path.relative(PROJECT_ROOT, new URL(import.meta.url).pathname);

/** Where a citation of an outside document shows up, and what it looks like. */
const OUTSIDE_CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: 'a section of the spec', pattern: /\bspec(?:ification)?\b[^\n§]{0,25}§/i },
  { name: 'a section of DESIGN.md', pattern: /\bDESIGN(?:\.md)?\s*§/ },
  { name: 'the wire notes', pattern: /supabase-wire|\bwire\.md\b/ },
  {
    name: 'the shared folder outside the repository',
    pattern: /(?:\.\.\/)+shared\/(?:spec|DESIGN|STYLE|README|supabase-wire)|\/work\/shared\b/,
  },
  // A bare section sign (the §8 title) is an outside citation too; RFCs are the exception.
  { name: 'a bare section number', pattern: /^(?!.*\bRFC\b).*§\s?\d/ },
];

const CITATION = /\bdocs\/([\w./-]+\.md)(?:#([\w-]+))?/g;

function listFiles(entry: string): string[] {
  const full = path.join(PROJECT_ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return TEXT_FILE.test(entry) ? [entry] : [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((item) => !(item.isDirectory() && SKIPPED_DIRS.has(item.name)))
    .flatMap((item) => listFiles(path.join(entry, item.name)));
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats -1, -2. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker) {
      fence = fence === null ? marker : fence === marker ? null : fence;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const files = SCANNED.flatMap(listFiles).filter((file) => file !== THIS_FILE);
const read = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8');

describe('heading anchors', () => {
  it('follow GitHub: lower case, punctuation removed, spaces to hyphens', () => {
    const anchors = headingAnchors(
      "# Title\n## After the insert\n## The staff app's shape\n```\n# not a heading\n```\n## After the insert\n### `code` & more: (x)",
    );
    expect([...anchors]).toEqual([
      'title',
      'after-the-insert',
      'the-staff-apps-shape',
      'after-the-insert-1',
      'code--more-x',
    ]);
  });
});

describe('citations in the code', () => {
  it('scans the source', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).not.toContain(THIS_FILE);
  });

  it('cite only docs pages and headings that exist', () => {
    const anchorsOf = new Map<string, Set<string> | null>();
    const dead: string[] = [];
    for (const file of files) {
      for (const [index, line] of read(file).split('\n').entries()) {
        for (const [, page, anchor] of line.matchAll(CITATION)) {
          if (page === undefined) continue;
          if (!anchorsOf.has(page)) {
            const full = path.join(PROJECT_ROOT, 'docs', page);
            anchorsOf.set(page, fs.existsSync(full) ? headingAnchors(read(`docs/${page}`)) : null);
          }
          const anchors = anchorsOf.get(page);
          if (!anchors || (anchor !== undefined && !anchors.has(anchor))) {
            dead.push(`${file}:${index + 1}: docs/${page}${anchor ? `#${anchor}` : ''}`);
          }
        }
      }
    }
    expect(dead).toEqual([]);
  });

  it('never cite a document outside the repository', () => {
    const outside: string[] = [];
    for (const file of files) {
      for (const [index, line] of read(file).split('\n').entries()) {
        const hit = OUTSIDE_CITATIONS.find(({ pattern }) => pattern.test(line));
        if (hit) outside.push(`${file}:${index + 1}: ${hit.name}: ${line.trim()}`);
      }
    }
    expect(outside).toEqual([]);
  });
});

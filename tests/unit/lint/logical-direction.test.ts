// One stylesheet serves both directions (docs/architecture.md#right-to-left): every class and CSS
// rule in src/ uses logical sides (ms-, pe-, inset-s-, text-start, rounded-s, border-e,
// margin-inline-start …), never left or right, except the few allowed below with their reason.
// A physical utility anywhere else fails here with its file, line and the logical name to use.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Tailwind's value shapes after a side: spacing steps, fractions, keywords, arbitrary values. */
const SPACING = String.raw`(?:\d+(?:\.\d+)?|\d+/\d+|px|full|auto|\[[^\]\s]+\]|\([^)\s]+\))`;
const SIZE_OR_COLOUR = String.raw`(?:${SPACING}|none|xs|sm|md|lg|xl|[2-4]xl|[a-z]+-\d+|[a-z]+)`;
/** A class with its variants (hover:, sm:, rtl: …) and important mark taken off. */
const PHYSICAL_CLASS = new RegExp(
  String.raw`^-?(?:(?:(?:scroll-)?[mp][lr]|left|right)-${SPACING}` +
    String.raw`|(?:border-[lr]|rounded-(?:[lr]|[tb][lr])|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right))(?:-${SIZE_OR_COLOUR})?)$`,
);
/** CSS properties and values that name a physical side. */
const PHYSICAL_CSS =
  /\b(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)\b|(?<![\w-])(?:left|right)\s*:|\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b|\bborder-(?:top|bottom)-(?:left|right)-radius\b/;

/** Where a physical side is right in both directions, with why. */
const ALLOWED: readonly { file: string; use: string; why: string }[] = [
  {
    file: 'src/components/events/EventVideos.astro',
    use: 'left-1/2',
    why: 'centring with -translate-1/2: left 50% then back half the width is the middle in both directions',
  },
  {
    file: 'src/components/events/EventVideos.astro',
    use: 'ml-1',
    why: "the play triangle's optical centre; playback icons are not mirrored",
  },
];

export interface Finding {
  file: string;
  line: number;
  use: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:tsx?|astro|css|mdx)$/.test(entry.name) ? [full] : [];
  });
}

/** The physical classes in a file's text (any string, attribute or @apply), line by line. */
export function physicalClasses(file: string, text: string): Finding[] {
  return text.split('\n').flatMap((line, index) =>
    line
      .split(/[\s"'`{},;<>=]+/)
      .map((token) => token.replace(/^(?:[\w-]+:|[!@]|\[[^\]]*\]:)*/, '').replace(/!$/, ''))
      .filter((token) => PHYSICAL_CLASS.test(token))
      .map((use) => ({ file, line: index + 1, use })),
  );
}

/** Physical CSS in a stylesheet, or in an Astro component's <style> blocks. */
export function physicalCss(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  let inStyle = file.endsWith('.css');
  text.split('\n').forEach((line, index) => {
    if (file.endsWith('.astro') && /<style\b/.test(line)) inStyle = true;
    const code = line.replace(/\/\*.*?\*\//g, '');
    if (inStyle && PHYSICAL_CSS.test(code)) {
      findings.push({ file, line: index + 1, use: code.trim() });
    }
    if (file.endsWith('.astro') && /<\/style>/.test(line)) inStyle = false;
  });
  return findings;
}

function isAllowed(finding: Finding): boolean {
  return ALLOWED.some((allowed) => allowed.file === finding.file && allowed.use === finding.use);
}

describe('logical directions only', () => {
  const files = sourceFiles('src').map((file) => ({
    file: file.split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));
  const findings = files.flatMap(({ file, text }) => [
    ...physicalClasses(file, text),
    ...physicalCss(file, text),
  ]);

  it('finds no physical-direction class or CSS in src/ outside the allow-list', () => {
    expect(findings.filter((finding) => !isAllowed(finding))).toEqual([]);
  });

  it('keeps the allow-list current: each allowed use still exists', () => {
    const stale = ALLOWED.filter(
      (allowed) =>
        !findings.some((finding) => finding.file === allowed.file && finding.use === allowed.use),
    );
    expect(stale).toEqual([]);
  });

  it.each([
    'ml-2',
    '-mr-2',
    'pl-6',
    'sm:pr-4',
    'hover:!pl-px',
    'left-3',
    '-left-[10000px]',
    'focus:left-2',
    'sm:left-auto',
    'right-1/2',
    'text-left',
    'md:text-right',
    'border-l-4',
    'border-r',
    'border-l-gold-600',
    'rounded-l-lg',
    'rounded-tr-xl',
    'float-left',
    'scroll-ml-4',
    'pl-(--gutter)',
  ])('flags %s', (use) => {
    expect(physicalClasses('probe.tsx', `<p className="flex ${use}">`)).toHaveLength(1);
  });

  it.each([
    'ms-2',
    '-me-2',
    'ps-6',
    'inset-s-3',
    'inset-e-auto',
    'text-start',
    'border-s-4',
    'rounded-s-lg',
    'rounded-se-xl',
    'float-start',
    'scroll-ms-4',
    'left',
    'right',
    'left-to-right',
    'right-hand',
    'mx-2',
    'px-4',
    'inset-x-0',
  ])('lets %s pass', (use) => {
    expect(physicalClasses('probe.tsx', `// ${use}\n<p className="${use}">`)).toEqual([]);
  });

  it.each([
    ['margin-left: 1rem;', 1],
    ['  left: anchor(left);', 1],
    ['border-right: 1px solid;', 1],
    ['text-align: left;', 1],
    ['margin-inline-start: 1rem;', 0],
    ['inset-inline-start: anchor(start);', 0],
    ['text-align: start;', 0],
    ['/* at its right edge: */', 0],
  ])('reads CSS %j as %i physical', (css, count) => {
    expect(physicalCss('probe.css', css)).toHaveLength(count);
    expect(physicalCss('probe.astro', `<p>left: here</p>\n<style>\n${css}\n</style>`)).toHaveLength(
      count,
    );
  });
});

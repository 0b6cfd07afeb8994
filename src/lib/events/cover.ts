import { escapeXml } from '../site/escape-xml.ts';
import {
  isolateLatinRuns,
  withoutIsolates,
} from '../../../supabase/functions/_shared/mail/bidi.ts';
import type { Locale } from '../i18n/locales.ts';
import { eventDateParts } from './format.ts';

import { coverPaletteNames, coverPalettes, type CoverPaletteName } from './cover-palettes.ts';

export { coverPaletteNames, coverPalettes, type CoverPaletteName } from './cover-palettes.ts';

/** FNV-1a: a small, stable hash, so the same title always draws the same cover. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** mulberry32: a seeded sequence of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The palette an editor chose, or one picked from the event's id so neighbours differ. */
export function coverPalette(id: string, chosen?: CoverPaletteName): CoverPaletteName {
  return chosen ?? coverPaletteNames[hash(id) % coverPaletteNames.length]!;
}

/** What a cover is drawn from. */
export interface CoverInput {
  title: string;
  start: Date;
  area: string;
  palette: CoverPaletteName;
  /** The language of its words (English when left out): Arabic is drawn from the right. */
  locale?: Locale;
  /** What seeds the lattice (the title when left out): the English title, so both languages' covers share their art. */
  seed?: string;
}

// The network's mark is an arch; a lattice of them, some filled, is each event's pattern.
const arch = 'M0 96V36a30 30 0 0 1 60 0v60z';

function archLattice(
  title: string,
  colours: (typeof coverPalettes)[CoverPaletteName],
  left: number,
): string {
  const random = seeded(hash(title));
  const shapes: string[] = [];
  for (let row = 0; row < 6; row += 1) {
    for (let column = 0; left + column * 96 < 1200; column += 1) {
      const x = left + column * 96 + (row % 2) * 48;
      const y = -40 + row * 120;
      const draw = random();
      if (draw < 0.16) {
        shapes.push(
          `<path transform="translate(${x} ${y})" d="${arch}" fill="${colours.accent}"/>`,
        );
      } else if (draw < 0.82) {
        shapes.push(
          `<path transform="translate(${x} ${y})" d="${arch}" fill="none" stroke="${colours.accent}" stroke-opacity=".5" stroke-width="2"/>`,
        );
      }
    }
  }
  return shapes.join('');
}

/** Splits a title into at most `maxLines` lines of about `perLine` characters, on spaces. */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  // On spaces and line ends only: a no-break space holds a name together (keepLatinRunsWhole).
  for (const word of title.split(/[ \t\r\n]+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

const serif = 'class="font-serif" font-family="Playfair Display, DejaVu Serif, Georgia, serif"';
const sans = 'class="font-sans" font-family="Figtree, DejaVu Sans, Arial, sans-serif"';

/**
 * An event's cover as SVG (1200×630): its palette, an arch lattice seeded by its title, and its
 * date. `art` is the picture shown on the site, where the page prints the title itself; `social`
 * adds the title, the site's name and address for the sharing image (rendered to PNG at build).
 * On the site the text takes the page's fonts through the classes; elsewhere the named families.
 */
export function eventCoverSvg(
  input: CoverInput,
  options: { variant: 'art' } | { variant: 'social'; siteName: string; host: string },
): string {
  const colours = coverPalettes[input.palette];
  const locale = input.locale ?? 'en';
  const date = eventDateParts(input.start, locale);
  const seed = input.seed ?? input.title;
  const fadeId = `cover-fade-${hash(`${seed}${options.variant}${locale}`).toString(36)}`;
  // The lattice keeps clear of the text: the social card's title needs the wider column.
  const left = options.variant === 'art' ? 560 : 760;
  const background = [
    `<rect width="1200" height="630" fill="${colours.background}"/>`,
    archLattice(seed, colours, left),
    `<defs><linearGradient id="${fadeId}"><stop offset="0" stop-color="${colours.background}"/><stop offset="1" stop-color="${colours.background}" stop-opacity="0"/></linearGradient></defs>`,
    `<rect x="${left - 20}" width="300" height="630" fill="url(#${fadeId})"/>`,
    `<rect x="80" y="${options.variant === 'art' ? 520 : 560}" width="120" height="4" fill="${colours.accent}"/>`,
  ];
  const line = textLine(locale);
  const text =
    options.variant === 'art'
      ? [
          line(
            72,
            300,
            serif,
            `font-size="210" font-weight="500" fill="${colours.text}"`,
            date.day,
          ),
          line(
            84,
            376,
            sans,
            `font-size="38" font-weight="600" fill="${colours.accent}"`,
            `${date.month} ${date.year}`,
            8,
          ),
          line(
            84,
            432,
            sans,
            `font-size="28" fill="${colours.muted}"`,
            `${date.weekday} · ${input.area}`,
            4,
          ),
        ]
      : socialText(input, date, colours, options, line);
  // Arabic reads from the right: the picture is mirrored (the lattice to the left) and its lines
  // are anchored at the right edge.
  const drawing =
    locale === 'ar'
      ? `<g transform="translate(1200 0) scale(-1 1)">${background.join('')}</g>`
      : background.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice">${drawing}${text.join('')}</svg>`;
}

type TextLine = (
  x: number,
  y: number,
  font: string,
  paint: string,
  words: string,
  spacing?: number,
) => string;

/**
 * One line of a cover's text, from its left edge in English. In Arabic it is anchored at the
 * mirrored point, right to left, neither spaced (spacing breaks the joined letters) nor upper-cased.
 */
function textLine(locale: Locale): TextLine {
  return (x, y, font, paint, words, spacing) =>
    locale === 'ar'
      ? `<text x="${1200 - x}" y="${y}" ${font} ${paint} direction="rtl" text-anchor="start">${escapeXml(words)}</text>`
      : `<text x="${x}" y="${y}" ${font} ${paint}${spacing ? ` letter-spacing="${spacing}"` : ''}>${escapeXml(spacing ? words.toUpperCase() : words)}</text>`;
}

function socialText(
  input: CoverInput,
  date: ReturnType<typeof eventDateParts>,
  colours: (typeof coverPalettes)[CoverPaletteName],
  { siteName, host }: { siteName: string; host: string },
  line: TextLine,
): string[] {
  // A bold serif averages about 0.6 em a character; the title keeps left of the lattice, in the
  // largest size that fits it on three lines.
  const title = keepLatinRunsWhole(input.title);
  const wrapAt = (size: number) => wrapTitle(title, Math.floor(660 / (size * 0.6)), 3);
  const size = [66, 58, 50, 44].find((candidate) => !wrapAt(candidate).at(-1)?.endsWith('…')) ?? 44;
  const lines = wrapAt(size);
  const dateLine = `${date.weekday} ${date.day} ${date.month} ${date.year} · ${input.area}`;
  return [
    line(80, 110, serif, `font-size="40" font-weight="700" fill="${colours.text}"`, siteName),
    line(80, 215, sans, `font-size="30" font-weight="600" fill="${colours.accent}"`, dateLine, 3),
    ...lines.map((words, index) =>
      line(
        80,
        310 + index * size * 1.15,
        serif,
        `font-size="${size}" font-weight="700" fill="${colours.text}"`,
        words,
      ),
    ),
    line(80, 540, sans, `font-size="28" fill="${colours.muted}"`, host),
  ];
}

/**
 * A title for the drawing: each Latin run inside Arabic held on one line ("180 Studios" is not
 * broken after "180") and kept in its order by a left-to-right mark (isolateLatinRuns, as the
 * pages and mails isolate it; SVG text takes no isolates).
 */
export function keepLatinRunsWhole(title: string): string {
  return withoutIsolates(
    isolateLatinRuns(title).replace(
      /\u2066([^\u2066\u2068\u2069]*)\u2069/g,
      (_run, words: string) => `\u2066${words.replaceAll(' ', '\u00A0')}\u2069`,
    ),
  );
}

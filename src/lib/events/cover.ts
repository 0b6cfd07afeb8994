import { escapeXml } from '../site/escape-xml.ts';
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
  for (const word of title.split(/\s+/)) {
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
  const date = eventDateParts(input.start);
  const fadeId = `cover-fade-${hash(`${input.title}${options.variant}`).toString(36)}`;
  // The lattice keeps clear of the text: the social card's title needs the wider column.
  const left = options.variant === 'art' ? 560 : 760;
  const background = [
    `<rect width="1200" height="630" fill="${colours.background}"/>`,
    archLattice(input.title, colours, left),
    `<defs><linearGradient id="${fadeId}"><stop offset="0" stop-color="${colours.background}"/><stop offset="1" stop-color="${colours.background}" stop-opacity="0"/></linearGradient></defs>`,
    `<rect x="${left - 20}" width="300" height="630" fill="url(#${fadeId})"/>`,
    `<rect x="80" y="${options.variant === 'art' ? 520 : 560}" width="120" height="4" fill="${colours.accent}"/>`,
  ];
  const text =
    options.variant === 'art'
      ? [
          `<text x="72" y="300" ${serif} font-size="210" font-weight="500" fill="${colours.text}">${escapeXml(date.day)}</text>`,
          `<text x="84" y="376" ${sans} font-size="38" font-weight="600" letter-spacing="8" fill="${colours.accent}">${escapeXml(`${date.month} ${date.year}`.toUpperCase())}</text>`,
          `<text x="84" y="432" ${sans} font-size="28" letter-spacing="4" fill="${colours.muted}">${escapeXml(`${date.weekday} · ${input.area}`.toUpperCase())}</text>`,
        ]
      : socialText(input, date, colours, options);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice">${[...background, ...text].join('')}</svg>`;
}

function socialText(
  input: CoverInput,
  date: ReturnType<typeof eventDateParts>,
  colours: (typeof coverPalettes)[CoverPaletteName],
  { siteName, host }: { siteName: string; host: string },
): string[] {
  // A bold serif averages about 0.6 em a character; the title keeps left of the lattice, in the
  // largest size that fits it on three lines.
  const wrapAt = (size: number) => wrapTitle(input.title, Math.floor(660 / (size * 0.6)), 3);
  const size = [66, 58, 50, 44].find((candidate) => !wrapAt(candidate).at(-1)?.endsWith('…')) ?? 44;
  const lines = wrapAt(size);
  const dateLine = `${date.weekday} ${date.day} ${date.month} ${date.year} · ${input.area}`;
  return [
    `<text x="80" y="110" ${serif} font-size="40" font-weight="700" fill="${colours.text}">${escapeXml(siteName)}</text>`,
    `<text x="80" y="215" ${sans} font-size="30" font-weight="600" letter-spacing="3" fill="${colours.accent}">${escapeXml(dateLine.toUpperCase())}</text>`,
    ...lines.map(
      (line, index) =>
        `<text x="80" y="${310 + index * size * 1.15}" ${serif} font-size="${size}" font-weight="700" fill="${colours.text}">${escapeXml(line)}</text>`,
    ),
    `<text x="80" y="540" ${sans} font-size="28" fill="${colours.muted}">${escapeXml(host)}</text>`,
  ];
}

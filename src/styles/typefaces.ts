import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import type { FontMetrics } from '../lib/site/font-fallbacks.ts';

/** A system font a web font falls back to, with the names it goes by on each platform. */
export interface SystemFallback {
  /** The family name the fallback face is declared under. */
  family: string;
  /** local() names, tried in order; all of them must share `metrics`. */
  local: readonly string[];
  metrics: FontMetrics;
}

/**
 * One self-hosted typeface: a variable-weight file cut from a @fontsource-variable package to the
 * characters and weights the site uses (src/styles/fonts/README.md says how).
 */
export interface Typeface {
  name: string;
  /** The CSS variable Astro's Fonts API defines; the Tailwind theme's font-sans/serif read it. */
  cssVariable: `--${string}`;
  /** The npm package it was cut from (pinned in package.json). */
  pkg: string;
  /** The cut file, relative to the project. */
  file: string;
  /** Metric-matched system faces, best first, then the generic family. */
  fallbacks: readonly SystemFallback[];
  generic: 'sans-serif' | 'serif';
}

// Arimo and Liberation Sans share Arial's metrics, Tinos and Liberation Serif share Times New
// Roman's, so one measured face serves Windows, Apple systems and Linux alike; Android has Roboto.
const arialLike = ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'];
const timesLike = ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'];

/** Text: Figtree. */
export const sansTypeface = {
  name: 'Figtree',
  cssVariable: '--font-figtree',
  pkg: '@fontsource-variable/figtree',
  file: 'src/styles/fonts/figtree-wght-400-700.woff2',
  fallbacks: [
    { family: 'Figtree fallback', local: arialLike, metrics: arial },
    { family: 'Figtree fallback Roboto', local: ['Roboto', 'Roboto-Regular'], metrics: roboto },
  ],
  generic: 'sans-serif',
} as const satisfies Typeface;

/** Headings: Playfair Display. */
export const serifTypeface = {
  name: 'Playfair Display',
  cssVariable: '--font-playfair',
  pkg: '@fontsource-variable/playfair-display',
  file: 'src/styles/fonts/playfair-display-wght-400-700.woff2',
  fallbacks: [{ family: 'Playfair Display fallback', local: timesLike, metrics: timesNewRoman }],
  generic: 'serif',
} as const satisfies Typeface;

export const typefaces = [sansTypeface, serifTypeface] as const;

/** The weights the cut files keep: the text's regular to bold (font-normal … font-bold). */
export const FONT_WEIGHTS = '400 700';

/** The characters the cut files keep: Latin-1, the Latin-9 letters, typographic punctuation, arrows. */
export const FONT_UNICODE_RANGE = [
  'U+0000-00FF',
  'U+0131',
  'U+0152-0153',
  'U+0160-0161',
  'U+0178',
  'U+017D-017E',
  'U+02C6',
  'U+02DC',
  'U+2010-2015',
  'U+2018-201E',
  'U+2020-2022',
  'U+2026',
  'U+2032-2033',
  'U+2039-203A',
  'U+20AC',
  'U+2122',
  'U+2190-2193',
  'U+2212',
] as const;

/**
 * Arabic text and headings on Arabic pages: IBM Plex Sans Arabic, two static weights cut from
 * @fontsource/ibm-plex-sans-arabic to the Arabic letters (src/styles/fonts/README.md). Its
 * `unicode-range` is Arabic only, so Latin words on Arabic pages stay in Figtree or Playfair.
 */
export const arabicTypeface = {
  name: 'IBM Plex Sans Arabic',
  cssVariable: '--font-plex-arabic',
  pkg: '@fontsource/ibm-plex-sans-arabic',
  /** Regular for text, semibold for the labels, buttons and headings (font-semibold). */
  files: [
    { weight: '400', file: 'src/styles/fonts/ibm-plex-sans-arabic-400.woff2' },
    { weight: '600', file: 'src/styles/fonts/ibm-plex-sans-arabic-600.woff2' },
  ],
} as const;

/**
 * The characters the Arabic files keep: Arabic's letters, marks, punctuation and digits (not the
 * extra letters of Persian, Urdu and other languages, which halve the files), the joiners and
 * marks of direction, ◌. tests/unit/site/arabic-subset.test.ts fails on a text that needs more.
 */
export const ARABIC_UNICODE_RANGE = [
  'U+060C',
  'U+061B',
  'U+061F',
  'U+0621-063A',
  'U+0640-0655',
  'U+0660-066D',
  'U+0670-0671',
  'U+200C-200F',
  'U+25CC',
] as const;

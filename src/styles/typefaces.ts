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

/** One self-hosted typeface: the Latin, variable-weight file of a @fontsource-variable package. */
export interface Typeface {
  name: string;
  /** The CSS variable Astro's Fonts API defines; the Tailwind theme's font-sans/serif read it. */
  cssVariable: `--${string}`;
  /** The npm package (pinned in package.json). */
  pkg: string;
  /** The file inside the package, e.g. "files/figtree-latin-wght-normal.woff2". */
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
  file: 'files/figtree-latin-wght-normal.woff2',
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
  file: 'files/playfair-display-latin-wght-normal.woff2',
  fallbacks: [{ family: 'Playfair Display fallback', local: timesLike, metrics: timesNewRoman }],
  generic: 'serif',
} as const satisfies Typeface;

export const typefaces = [sansTypeface, serifTypeface] as const;

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fromBuffer } from '@capsizecss/unpack';
import { fontProviders } from 'astro/config';
import type { Plugin } from 'vite';
import { fallbackFontFace, fallbackOverrides } from '../lib/site/font-fallbacks.ts';
import {
  ARABIC_UNICODE_RANGE,
  arabicTypeface,
  FONT_UNICODE_RANGE,
  FONT_WEIGHTS,
  typefaces,
  type Typeface,
} from './typefaces.ts';

const projectFile = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));

/** The cut file as one variant: its weight range and the characters it holds. */
function variant(typeface: Typeface) {
  return {
    src: [`./${typeface.file}`] as [string],
    weight: FONT_WEIGHTS,
    style: 'normal' as const,
    unicodeRange: [...FONT_UNICODE_RANGE] as [string, ...string[]],
  };
}

/**
 * Astro's Fonts API entries for the site's typefaces (src/styles/typefaces.ts): the Latin subset
 * only, `font-display: swap`, copied into the build and preloaded by
 * src/components/site/Typefaces.astro. The fallback faces are ours (see fontFallbacks), so
 * Astro's own, which know no Linux or Android font, are off.
 */
const latinFonts = typefaces.map((typeface) => ({
  provider: fontProviders.local(),
  name: typeface.name,
  cssVariable: typeface.cssVariable,
  fallbacks: [...typeface.fallbacks.map((fallback) => fallback.family), typeface.generic],
  optimizedFallbacks: false,
  options: { variants: [variant(typeface)] as [ReturnType<typeof variant>] },
}));

/**
 * The Arabic face: only its family in the variable (global.css puts it before the Latin stacks on
 * Arabic pages), its files used and preloaded on those pages alone (Typefaces.astro).
 */
const arabicFont = {
  provider: fontProviders.local(),
  name: arabicTypeface.name,
  cssVariable: arabicTypeface.cssVariable,
  fallbacks: [],
  optimizedFallbacks: false,
  options: {
    variants: arabicTypeface.files.map(({ weight, file }) => ({
      src: [`./${file}`] as [string],
      weight,
      style: 'normal' as const,
      unicodeRange: [...ARABIC_UNICODE_RANGE] as [string, ...string[]],
    })) as [
      { src: [string]; weight: string; style: 'normal'; unicodeRange: [string, ...string[]] },
    ],
  },
};

export const siteFonts = [...latinFonts, arabicFont];

/** The stylesheet of fallback faces, imported by src/layouts/BaseLayout.astro. */
export const fontFallbacksModule = 'virtual:font-fallbacks.css';

/**
 * Serves the fallback @font-face rules as a stylesheet that joins the page's CSS bundle. They
 * are measured from the very files the build serves, so a font update leaves no stale numbers.
 */
export function fontFallbacks(): Plugin {
  const resolved = `\0${fontFallbacksModule}`;
  return {
    name: 'font-fallbacks',
    resolveId: (id) => (id === fontFallbacksModule ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined;
      const rules = await Promise.all(
        typefaces.map(async (typeface) => {
          const metrics = await fromBuffer(readFileSync(projectFile(typeface.file)));
          return typeface.fallbacks.map((fallback) =>
            fallbackFontFace(
              fallback.family,
              fallback.local,
              fallbackOverrides(metrics, fallback.metrics),
            ),
          );
        }),
      );
      return rules.flat().join('\n');
    },
  };
}

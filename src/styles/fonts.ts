import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fromBuffer } from '@capsizecss/unpack';
import { fontProviders } from 'astro/config';
import type { Plugin } from 'vite';
import { fallbackFontFace, fallbackOverrides } from '../lib/site/font-fallbacks.ts';
import { typefaces, type Typeface } from './typefaces.ts';

const require = createRequire(import.meta.url);
const fontFile = ({ pkg, file }: Typeface) => require.resolve(`${pkg}/${file}`);

/** The package's variable weight range and Latin unicode-range, as the package declares them. */
function latinVariant(typeface: Typeface) {
  const read = (name: string) =>
    JSON.parse(readFileSync(require.resolve(`${typeface.pkg}/${name}`), 'utf8')) as unknown;
  const { variable } = read('metadata.json') as {
    variable: { wght: { min: string; max: string } };
  };
  const { latin } = read('unicode.json') as { latin: string };
  return {
    src: [`${typeface.pkg}/${typeface.file}`] as [string],
    weight: `${variable.wght.min} ${variable.wght.max}`,
    style: 'normal' as const,
    unicodeRange: latin.split(',') as [string, ...string[]],
  };
}

/**
 * Astro's Fonts API entries for the site's typefaces (src/styles/typefaces.ts): the Latin subset
 * only, `font-display: swap`, copied into the build and preloaded by
 * src/components/site/Typefaces.astro. The fallback faces are ours (see fontFallbacks), so
 * Astro's own, which know no Linux or Android font, are off.
 */
export const siteFonts = typefaces.map((typeface) => ({
  provider: fontProviders.local(),
  name: typeface.name,
  cssVariable: typeface.cssVariable,
  fallbacks: [...typeface.fallbacks.map((fallback) => fallback.family), typeface.generic],
  optimizedFallbacks: false,
  options: { variants: [latinVariant(typeface)] as [ReturnType<typeof latinVariant>] },
}));

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
          const metrics = await fromBuffer(readFileSync(fontFile(typeface)));
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

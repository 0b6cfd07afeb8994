/** The vertical and average-width metrics of a font, in its own units (as Capsize reports them). */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average width of Latin lowercase, weighted by letter frequency. */
  xWidthAvg: number;
}

/** The @font-face descriptors that make a system font take a web font's room. */
export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * Scales the fallback so its average letter is as wide as the web font's, then sets the line
 * box to the web font's ascent, descent and gap at that scale (Capsize's createFontStack). Text
 * then wraps and stacks the same before and after the swap, so nothing below it moves.
 */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: font.ascent / em,
    descentOverride: Math.abs(font.descent) / em,
    lineGapOverride: font.lineGap / em,
  };
}

const percent = (ratio: number) => `${Number((ratio * 100).toFixed(4))}%`;
const quote = (name: string) => `"${name.replaceAll('"', '')}"`;

/** One @font-face rule declaring `family` as the given local fonts, resized by `overrides`. */
export function fallbackFontFace(
  family: string,
  local: readonly string[],
  overrides: FallbackOverrides,
): string {
  return [
    `@font-face{font-family:${quote(family)}`,
    `src:${local.map((name) => `local(${quote(name)})`).join(',')}`,
    `size-adjust:${percent(overrides.sizeAdjust)}`,
    `ascent-override:${percent(overrides.ascentOverride)}`,
    `descent-override:${percent(overrides.descentOverride)}`,
    `line-gap-override:${percent(overrides.lineGapOverride)}}`,
  ].join(';');
}

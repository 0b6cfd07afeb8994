// The drawn covers' colours on their own, so the event schema (src/content/schemas/event.ts)
// loads in plain Node for the event sync, without the cover drawing's imports.

/** The colour sets a cover can be drawn in; each pairs its text colours at WCAG AA or better. */
export const coverPalettes = {
  palm: { background: '#0f4232', text: '#fbf8f2', accent: '#c9a45c', muted: '#dcece4' },
  night: { background: '#15212c', text: '#f5eee0', accent: '#c9a45c', muted: '#c3ccd3' },
  sand: { background: '#f5eee0', text: '#0b3326', accent: '#8a6322', muted: '#4d5652' },
  clay: { background: '#6b3a26', text: '#fbf8f2', accent: '#eadfc8', muted: '#f2dfcf' },
} as const;

export type CoverPaletteName = keyof typeof coverPalettes;
export const coverPaletteNames = Object.keys(coverPalettes) as [
  CoverPaletteName,
  ...CoverPaletteName[],
];

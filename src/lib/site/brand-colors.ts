/**
 * The brand's colours outside CSS (icons, manifest, theme-color); they match --color-palm-800,
 * --color-sand-50 and --color-gold-500 in src/styles/global.css and public/favicon.svg.
 */
export const brandColors = { palm: '#0f4232', sand: '#fbf8f2', gold: '#a87a2e' } as const;

import { brandColors } from './brand-colors.ts';

interface ManifestSettings {
  name: string;
  shortName: string;
  description: string;
  locale: string;
}

/** The web manifest (/manifest.webmanifest): the name, colours and icons of a saved shortcut. */
export function webManifest(site: ManifestSettings, iconSizes: readonly number[]) {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description.trim(),
    lang: site.locale,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: brandColors.sand,
    theme_color: brandColors.palm,
    icons: iconSizes.map((size) => ({
      src: `/icons/${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

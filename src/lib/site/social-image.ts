import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** A sharing image: a content image, or the site path of one drawn at build time. */
export type SocialImage = ImageMetadata | string;

/** Its absolute address; a content image is served as a 1200 px wide JPEG, the size sites expect. */
export async function socialImageUrl(
  image: SocialImage | undefined,
  site: URL | undefined,
): Promise<URL> {
  const path =
    typeof image === 'object'
      ? (await getImage({ src: image, width: 1200, format: 'jpeg' })).src
      : (image ?? '/og-default.png');
  return new URL(path, site);
}

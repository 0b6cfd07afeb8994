import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** The widths a cover photo is served at; the browser picks one from `sizes`. */
export const coverWidths = [480, 800, 1200];

/** How wide the hero's cover is drawn: a column on wide screens, the page's width otherwise. */
export const heroCoverSizes =
  '(min-width: 1024px) 416px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/**
 * The preload of an event page's hero photo, its largest picture in the first view: the same
 * AVIF sources the page's <picture> lists, so the browser fetches it before it reads the body.
 */
export async function heroCoverPreload(src: ImageMetadata): Promise<{ srcset: string }> {
  const image = await getImage({ src, widths: coverWidths, format: 'avif' });
  return { srcset: image.srcSet.attribute };
}

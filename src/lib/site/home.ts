import { getEntry } from 'astro:content';
import type { HomeCopy } from '../../content/schemas/home.ts';

/** The validated home page copy; the build fails when content/pages/home.yaml is missing. */
export async function getHomeCopy(): Promise<HomeCopy> {
  const entry = await getEntry('home', 'home');
  if (!entry) throw new Error('content/pages/home.yaml is missing');
  return entry.data;
}

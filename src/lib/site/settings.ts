import { getEntry } from 'astro:content';
import type { SiteSettings } from '../../content/schemas/site.ts';

/** The validated site settings; the build fails when content/settings/site.yaml is missing. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('content/settings/site.yaml is missing');
  return entry.data;
}

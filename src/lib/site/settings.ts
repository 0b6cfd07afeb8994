import { getEntry } from 'astro:content';
import type { SiteSettings } from '../../content/schemas/site.ts';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { resolveIn } from '../i18n/localized.ts';

/**
 * The validated site settings in `locale` (English where a translation is missing); the build
 * fails when content/settings/site.yaml is missing.
 */
export async function getSiteSettings(locale: Locale = defaultLocale): Promise<SiteSettings> {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('content/settings/site.yaml is missing');
  return resolveIn(entry.data, locale);
}

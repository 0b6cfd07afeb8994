import { getEntry } from 'astro:content';
import type { HomeCopy } from '../../content/schemas/home.ts';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { resolveIn } from '../i18n/localized.ts';

/**
 * The validated home page copy in `locale` (English where a translation is missing); the build
 * fails when content/pages/home.yaml is missing.
 */
export async function getHomeCopy(locale: Locale = defaultLocale): Promise<HomeCopy> {
  const entry = await getEntry('home', 'home');
  if (!entry) throw new Error('content/pages/home.yaml is missing');
  return resolveIn(entry.data, locale);
}

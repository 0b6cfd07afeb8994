import { getEntry } from 'astro:content';
import type { PageCopy } from '../../content/schemas/page.ts';
import { defaultLocale, type Locale } from '../i18n/locales.ts';
import { resolveIn } from '../i18n/localized.ts';

/**
 * The validated copy of a page in `locale` (English where a translation is missing); the build
 * fails when content/pages/<id>.yaml is missing.
 */
export async function getPageCopy(id: string, locale: Locale = defaultLocale): Promise<PageCopy> {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`content/pages/${id}.yaml is missing`);
  return resolveIn(entry.data, locale);
}

import type { Locale } from './locales.ts';

/**
 * A short fact in content files: a plain string (English only) or one text per language
 * (`{ en, ar }`, Arabic optional until translated). docs/editing-content.md shows both forms.
 */
export type Localized = string | { en: string; ar?: string | undefined };

/** A content value with every Localized field replaced by the text for one language. */
export type Resolved<T> = T extends Localized
  ? string
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends Date
      ? T
      : T extends object
        ? { [K in keyof T]: Resolved<T[K]> }
        : T;

/** Whether `value` is a `{ en, ar }` pair (and not some other object). */
export function isLocalizedPair(value: unknown): value is { en: string; ar?: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    typeof (value as { en?: unknown }).en === 'string' &&
    keys.every((key) => key === 'en' || key === 'ar')
  );
}

/** The text of one fact in `locale`, English standing in when the translation is missing. */
export function textIn(value: Localized, locale: Locale): string {
  if (typeof value === 'string') return value;
  return (locale === 'ar' ? value.ar : undefined) ?? value.en;
}

/** Whether `value` has its own text in `locale` (English always does). */
export function hasText(value: Localized, locale: Locale): boolean {
  return locale === 'en' || (typeof value !== 'string' && value.ar !== undefined);
}

/** Every Localized field of `data` resolved to `locale`; other values are kept as they are. */
export function resolveIn<T>(data: T, locale: Locale): Resolved<T> {
  const walk = (value: unknown): unknown => {
    if (isLocalizedPair(value)) return textIn(value, locale);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
      // Images and other loader objects pass through untouched except for their own fields.
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return walk(data) as Resolved<T>;
}

/**
 * The dotted paths of every field in `data` with no text in `locale`, e.g. "hero.lead" or
 * "cards.1.title": what `npm run content:check` lists as missing translations.
 */
export function missingIn(data: unknown, locale: Locale, path = ''): string[] {
  if (locale === 'en' || NOT_TEXT.has(path.split('.').at(-1) ?? '')) return [];
  if (typeof data === 'string' || isLocalizedPair(data)) {
    return hasText(data, locale) ? [] : [path];
  }
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => missingIn(item, locale, join(path, String(index))));
  }
  if (typeof data === 'object' && data !== null && !(data instanceof Date)) {
    return Object.entries(data).flatMap(([key, item]) => missingIn(item, locale, join(path, key)));
  }
  return [];
}

/** Fields that hold ids, links, numbers or files, never prose to translate. */
const NOT_TEXT = new Set([
  'id',
  'group',
  'order',
  'sample',
  'website',
  'profileUrl',
  'photo',
  'logo',
]);

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/**
 * Attributes for an element showing `value` on a `locale` page: when the English stands in for a
 * missing translation, the element says it is English, left to right (docs/behaviour/public-pages.md).
 */
export function fallbackAttributes(value: Localized, locale: Locale): { lang?: 'en'; dir?: 'ltr' } {
  return hasText(value, locale) ? {} : { lang: 'en', dir: 'ltr' };
}

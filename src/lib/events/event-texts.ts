import type { Locale } from '../i18n/locales.ts';
import { textIn, type Localized } from '../i18n/localized.ts';

/** The short facts of an event that content files may write as `{ en, ar }` (schemas/event.ts). */
interface EventFacts<Text> {
  title: Text;
  navTitle: Text;
  summary: Text;
  venue: Text;
  area: Text;
  badges: Text[];
  schedule: { time: string; label: Text }[];
  cta: Text;
  seo: { title: Text; description: Text };
}

/** An event's data with its short facts as texts in one language. */
export type EventIn<T extends EventFacts<Localized>> = Omit<T, keyof EventFacts<Localized>> &
  Omit<EventFacts<string>, 'seo'> & {
    seo: Omit<T['seo'], 'title' | 'description'> & EventFacts<string>['seo'];
  };

/**
 * The event's short facts in `locale`, English standing in for a missing translation. Only these
 * fields are rebuilt: images and dates pass through as the loader made them. The staff app, the
 * CSV, passes and the shared cover picture read `'en'` (docs/behaviour/public-pages.md#languages).
 */
export function eventIn<T extends EventFacts<Localized>>(data: T, locale: Locale): EventIn<T> {
  const text = (value: Localized) => textIn(value, locale);
  const resolved = {
    ...data,
    title: text(data.title),
    navTitle: text(data.navTitle),
    summary: text(data.summary),
    venue: text(data.venue),
    area: text(data.area),
    badges: data.badges.map(text),
    schedule: data.schedule.map((item) => ({ ...item, label: text(item.label) })),
    cta: text(data.cta),
    seo: { ...data.seo, title: text(data.seo.title), description: text(data.seo.description) },
  };
  return resolved as EventIn<T>;
}

import type { Locale } from '../i18n/locales.ts';
import { hasText, textIn, type Localized } from '../i18n/localized.ts';

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
  format: Text[];
  peopleHeading: Text;
  people: { title?: Text | undefined; organisation?: Text | undefined }[];
  agenda: { time: string; title: Text; description?: Text | undefined }[];
  videos: { title: Text }[];
  infoBox?: { heading: Text; body: Text } | undefined;
  quote?: { text: Text; attribution: Text } | undefined;
  seo: { title: Text; description: Text };
}

type Texts<Item, Keys extends keyof Item> = Omit<Item, Keys> & {
  [K in Keys]: undefined extends Item[K] ? string | undefined : string;
};
type Optional<Item, Keys extends keyof NonNullable<Item>> =
  Texts<NonNullable<Item>, Keys> | (undefined extends Item ? undefined : never);

/** An event's data with its short facts as texts in one language. */
export type EventIn<T extends EventFacts<Localized>> = Omit<T, keyof EventFacts<Localized>> &
  Omit<EventFacts<string>, 'seo' | 'people' | 'videos' | 'infoBox' | 'quote'> & {
    seo: Omit<T['seo'], 'title' | 'description'> & EventFacts<string>['seo'];
    people: Texts<T['people'][number], 'title' | 'organisation'>[];
    videos: Texts<T['videos'][number], 'title'>[];
    infoBox: Optional<T['infoBox'], 'heading' | 'body'>;
    quote: Optional<T['quote'], 'text' | 'attribution'>;
  };

/**
 * The event's short facts in `locale`, English standing in for a missing translation. Only these
 * fields are rebuilt: images and dates pass through as the loader made them. The staff app, the
 * CSV, passes and the shared cover picture read `'en'` (docs/behaviour/public-pages.md#languages).
 */
export function eventIn<T extends EventFacts<Localized>>(data: T, locale: Locale): EventIn<T> {
  const text = (value: Localized) => textIn(value, locale);
  const maybe = (value: Localized | undefined) => (value === undefined ? undefined : text(value));
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
    format: data.format.map(text),
    peopleHeading: text(data.peopleHeading),
    people: data.people.map((person) => ({
      ...person,
      title: maybe(person.title),
      organisation: maybe(person.organisation),
    })),
    agenda: data.agenda.map((item) => ({
      ...item,
      title: text(item.title),
      description: maybe(item.description),
    })),
    videos: data.videos.map((video) => ({ ...video, title: text(video.title) })),
    infoBox: data.infoBox && { heading: text(data.infoBox.heading), body: text(data.infoBox.body) },
    quote: data.quote && {
      text: text(data.quote.text),
      attribution: text(data.quote.attribution),
    },
    seo: { ...data.seo, title: text(data.seo.title), description: text(data.seo.description) },
  };
  return resolved as unknown as EventIn<T>;
}

/** The blocks below an event page's hero that have their own text per language. */
export type EventBlock = 'details' | 'quote' | 'people' | 'agenda' | 'videos' | 'registration';

/**
 * Whether each block below the hero has every text in `locale`; one that has not is shown in
 * English under a note (docs/behaviour/public-pages.md#languages). Absent texts need nothing.
 */
export function eventBlocksIn(
  data: EventFacts<Localized>,
  locale: Locale,
): Record<EventBlock, boolean> {
  const all = (values: readonly (Localized | undefined)[]) =>
    values.every((value) => value === undefined || hasText(value, locale));
  return {
    details: all([
      data.venue,
      data.area,
      ...data.format,
      ...data.schedule.map((item) => item.label),
      data.infoBox?.heading,
      data.infoBox?.body,
    ]),
    quote: all([data.quote?.text, data.quote?.attribution]),
    people:
      data.people.length === 0 ||
      all([data.peopleHeading, ...data.people.flatMap((p) => [p.title, p.organisation])]),
    agenda: all(data.agenda.flatMap((item) => [item.title, item.description])),
    // The drawn poster of a video without its own still prints the title and area.
    videos:
      data.videos.length === 0 ||
      all([...data.videos.map((video) => video.title), data.title, data.area]),
    registration: all([data.title, data.cta]),
  };
}

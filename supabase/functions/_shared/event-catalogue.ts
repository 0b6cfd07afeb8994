// The facts of each content event (content/events/<slug>.md) that the job handlers need to write
// an invitation, its calendar entry and its reminders: the functions run under Deno and cannot
// read the content collection. Kept equal to the content files by
// tests/unit/functions/event-catalogue.test.ts, which names any difference (like
// industry-catalogue.ts). The database is told an event's start at approval instead
// (docs/behaviour/event-guests.md#where-event-facts-come-from).

import type { SiteLocale } from './i18n/site-locale.ts';

export interface EventFacts {
  /** The content file's name, the event_slug of its requests and invitations. */
  slug: string;
  /** The title in English (the content's `title`, or its `en` when it is a `{ en, ar }` pair). */
  title: string;
  /** The Arabic title, when the content gives one (`title: { en, ar }`). */
  titleAr?: string;
  /** ISO date-times with their offset, as written in the content file. */
  start: string;
  end: string;
  venue: string;
  /** Locality, e.g. "Riyadh". */
  area: string;
  /** Maximum guests, or null when the content file states none. */
  capacity: number | null;
  /** A freed seat is offered to the longest-waiting request by itself (the content's autoOffer). */
  autoOffer: boolean;
}

/** Events are held in Saudi Arabia: times are shown in this zone unless an invitation says otherwise. */
export const DEFAULT_EVENT_TIME_ZONE = 'Asia/Riyadh';

export const EVENT_FACTS: readonly EventFacts[] = [
  {
    slug: 'an-evening-with-180-studios',
    title: 'An Evening with 180 Studios',
    titleAr: 'أمسية مع 180 Studios',
    start: '2025-06-24T19:30:00+03:00',
    end: '2025-06-24T23:30:00+03:00',
    venue: 'Venue in Riyadh, shared with confirmed guests',
    area: 'Riyadh',
    capacity: 25,
    autoOffer: false,
  },
  {
    slug: 'an-evening-with-github-cofounder',
    title: 'An Evening with a Co-founder of GitHub',
    titleAr: 'أمسية مع أحد مؤسسي GitHub',
    start: '2025-04-20T19:30:00+03:00',
    end: '2025-04-20T23:30:00+03:00',
    venue: 'Farmhouse in Riyadh',
    area: 'Riyadh',
    capacity: 50,
    autoOffer: false,
  },
  {
    slug: 'an-evening-with-moove-ceo',
    title: 'Mobility Financing: An Evening with the Co-CEO of Moove',
    titleAr: 'تمويل التنقل: أمسية مع الرئيس التنفيذي المشارك لشركة Moove',
    start: '2025-10-07T19:30:00+03:00',
    end: '2025-10-07T23:00:00+03:00',
    venue: 'Private residence in Riyadh',
    area: 'Riyadh',
    capacity: null,
    autoOffer: false,
  },
  {
    slug: 'art-wealth-management',
    title: 'Canvases & Capital: Art & Wealth in the New KSA',
    titleAr: 'لوحات ورأس مال: الفن والثروة في المملكة الجديدة',
    start: '2025-10-26T19:00:00+03:00',
    end: '2025-10-26T23:00:00+03:00',
    venue: 'Art venue in Riyadh, district shared on confirmation',
    area: 'Riyadh',
    capacity: 50,
    autoOffer: false,
  },
  {
    slug: 'capital-culture-riyadh',
    title: 'Capital & Culture: Structuring the Future of Cities',
    titleAr: 'رأس المال والثقافة: هيكلة مستقبل المدن',
    start: '2025-11-18T19:00:00+03:00',
    end: '2025-11-18T23:30:00+03:00',
    venue: 'Private residence in Riyadh, location shared on confirmation',
    area: 'Riyadh',
    capacity: null,
    autoOffer: false,
  },
  {
    slug: 'fireside-chats',
    title: 'Fireside Chats: An Iftar Gathering',
    titleAr: 'جلسات حوارية: لقاء على مائدة الإفطار',
    start: '2025-03-20T17:45:00+03:00',
    end: '2025-03-20T21:00:00+03:00',
    venue: 'Farmhouse in Al Amaariah',
    area: 'Al Amaariah',
    capacity: 20,
    autoOffer: false,
  },
  {
    slug: 'leap-dinner',
    title: 'The Majlis LEAP Dinner',
    titleAr: 'عشاء المجلس في LEAP',
    start: '2025-02-09T19:00:00+03:00',
    end: '2025-02-10T01:00:00+03:00',
    venue: 'Venue in Riyadh, shared with invited guests',
    area: 'Riyadh',
    capacity: null,
    autoOffer: false,
  },
  {
    slug: 'majlis-business-forum',
    title: 'Majlis Business Forum',
    titleAr: 'منتدى المجلس للأعمال',
    start: '2025-02-13T19:00:00+03:00',
    end: '2025-02-14T01:00:00+03:00',
    venue: 'Venue in Riyadh, shared on registration',
    area: 'Riyadh',
    capacity: null,
    autoOffer: false,
  },
  {
    slug: 'suhoor-dinner',
    title: 'Ramadan Suhoor Dinner',
    titleAr: 'مأدبة سحور رمضانية',
    start: '2025-03-08T21:00:00+03:00',
    end: '2025-03-09T01:00:00+03:00',
    venue: 'Venue in Riyadh, shared with confirmed guests',
    area: 'Riyadh',
    capacity: 25,
    autoOffer: false,
  },
  {
    slug: 'vntr-investor-forum',
    title: 'VNTR Investor Forum Riyadh',
    titleAr: 'منتدى VNTR للمستثمرين في الرياض',
    start: '2025-04-23T09:00:00+03:00',
    end: '2025-04-23T22:00:00+03:00',
    venue: 'Venue in Riyadh, shared on registration',
    area: 'Riyadh',
    capacity: null,
    autoOffer: false,
  },
];

/** The event's title for a reader of `locale`: the Arabic when there is one, else the English. */
export function eventTitleIn(event: EventFacts, locale: SiteLocale): string {
  return (locale === 'ar' ? event.titleAr : undefined) ?? event.title;
}

/** The facts of one event, or undefined for a slug no content file has. */
export function eventFacts(slug: string): EventFacts | undefined {
  return EVENT_FACTS.find((event) => event.slug === slug);
}

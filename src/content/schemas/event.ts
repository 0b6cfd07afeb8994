import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { EVENT_TYPES } from '../../../supabase/functions/_shared/domain/event-types.ts';
import { coverPaletteNames } from '../../lib/events/cover-palettes.ts';
import { zonedDateTime } from './date-time.ts';
import { localized } from './localized.ts';

/** A clock time as printed on the page, e.g. "7:30 PM" or "09:00". */
const clockTime = z
  .string()
  .regex(
    /^([01]?\d|2[0-3]):[0-5]\d( ?[AP]M)?$/,
    'write a clock time such as "7:30 PM" or "19:30"',
  );

/** A person on an event page: guest of honour, speaker or panellist. */
export const eventPersonSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    /** Full name as printed. Sample names must be marked `sample: true`. */
    name: z.string().min(1),
    /** Job title, in each language (`{ en, ar }`) or English only. */
    title: localized(z.string().min(1)).optional(),
    /** Company or institution, in each language; a brand's own Latin name stays as written. */
    organisation: localized(z.string().min(1)).optional(),
    /** Portrait, relative to the Markdown file. Without one the card shows initials. */
    photo: image().optional(),
    /** Professional profile (e.g. LinkedIn). */
    profileUrl: z.httpUrl().optional(),
    /** True while the entry is stand-in content an editor must replace; the page marks it "Sample". */
    sample: z.boolean().default(false),
  });

/** How a visitor asks to attend. */
export const registrationSchema = z.discriminatedUnion('kind', [
  /** Opens an external registration page in a new tab. */
  z.strictObject({ kind: z.literal('external'), url: z.httpUrl() }),
  /** An in-page invitation request stored as an event request. */
  z.strictObject({ kind: z.literal('request'), eventType: z.enum(EVENT_TYPES) }),
]);

/**
 * One overview video: a poster with a play button; the player (YouTube's privacy-enhanced embed)
 * is fetched only once a visitor presses play.
 */
export const eventVideoSchema = ({ image }: SchemaContext) =>
  z
    .strictObject({
      /** Visible title of the video; also the play button's name. */
      title: localized(z.string().min(1)),
      /** The 11-character YouTube video id; may be left out only while `sample` is true. */
      youtubeId: z
        .string()
        .regex(/^[\w-]{11}$/, 'a YouTube id is the 11 characters after "v=" in the video URL')
        .optional(),
      /** A still from the video, relative to this file; without one the event's cover is used. */
      poster: image().optional(),
      /** True while the video is not yet chosen; the page shows a marked slot instead. */
      sample: z.boolean().default(false),
    })
    .refine((video) => video.sample || video.youtubeId !== undefined, {
      message: 'youtubeId is required unless the video is marked sample: true',
      path: ['youtubeId'],
    });

/**
 * One event page (content/events/<slug>.md). The Markdown body holds the long-form sections (their
 * Arabic is content/events/<slug>.ar.md, eventTranslationSchema); every short fact a visitor reads
 * is `localized`: a plain string (English) or `{ en, ar }` (docs/editing-content.md#languages).
 * Objects are strict: a misspelt key, or text cut at an unquoted comma inside `{ … }`, fails the
 * build instead of silently disappearing from the page.
 */
export const eventSchema = ({ image }: SchemaContext) =>
  z
    .strictObject({
      /** Page heading. */
      title: localized(z.string().min(1).max(120)),
      /** Short label for menus, e.g. "Studios Evening". */
      navTitle: localized(z.string().min(1).max(40)),
      /**
       * A photograph of the evening or its venue, relative to this file, with a description for
       * readers who cannot see it. Shown in the hero and on the home page, and shared on social
       * sites unless `seo.image` is set. Without one, a cover is drawn from the title and date.
       */
      cover: z.strictObject({ src: image(), alt: z.string().min(1) }).optional(),
      /** Colours of the drawn cover: palm, night, sand or clay. Left out, one is picked per event. */
      palette: z.enum(coverPaletteNames).optional(),
      /** Hero badges, e.g. "Private Gathering", "Invitation Only". */
      badges: z.array(localized(z.string().min(1))).min(1),
      /** One or two sentences under the title. */
      summary: localized(z.string().min(1).max(400)),
      /** Start, with the Asia/Riyadh offset. */
      start: zonedDateTime,
      /** End, with its offset; may be after midnight. */
      end: zonedDateTime,
      /** Timed programme shown in the details column. */
      schedule: z
        .array(z.strictObject({ time: clockTime, label: localized(z.string().min(1)) }))
        .default([]),
      /** Where, as shown to visitors (no private addresses). */
      venue: localized(z.string().min(1)),
      /** Locality (city or district), used in structured data and the calendar file. */
      area: localized(z.string().min(1)),
      /** ISO 3166 country code of the venue. */
      country: z.string().length(2).default('SA'),
      /** Maximum guests, when the page states one. */
      capacity: z.number().int().positive().optional(),
      /** True when a waitlist is kept once full. */
      waitlist: z.boolean().default(false),
      /**
       * True when a freed seat (a decline, a withdrawn invitation) is offered to the longest-waiting
       * request by itself, without staff; needs `capacity`. Copied to the functions' catalogue.
       */
      autoOffer: z.boolean().default(false),
      /** True when attendance costs nothing (shown in the details and in structured data). */
      free: z.boolean().default(false),
      /** How the evening runs, e.g. ["Networking", "Panels", "1:1 meetings"]. */
      format: z.array(localized(z.string().min(1))).default([]),
      /** Call-to-action label, e.g. "Request an Invitation". */
      cta: localized(z.string().min(1)),
      /** How to attend. */
      registration: registrationSchema,
      /** Guests of honour, speakers and panellists. */
      people: z.array(eventPersonSchema({ image })).default([]),
      /** Heading for the people grid. */
      peopleHeading: localized(z.string().min(1)).default({ en: 'Guests of Honour', ar: 'ضيوف الشرف' }),
      /** Timed agenda for full-day programmes. */
      agenda: z
        .array(
          z.strictObject({
            time: clockTime,
            title: localized(z.string().min(1)),
            description: localized(z.string().min(1)).optional(),
          }),
        )
        .default([]),
      /** Overview videos, each a poster that loads its player when played. */
      videos: z.array(eventVideoSchema({ image })).default([]),
      /** A boxed aside in the details column, e.g. "About LEAP 2025". */
      infoBox: z
        .strictObject({ heading: localized(z.string().min(1)), body: localized(z.string().min(1)) })
        .optional(),
      /** A pull quote shown after the long-form sections. */
      quote: z
        .strictObject({ text: localized(z.string().min(1)), attribution: localized(z.string().min(1)) })
        .optional(),
      /** Search and social metadata. */
      seo: z.strictObject({
        title: localized(z.string().min(1).max(70)),
        description: localized(z.string().min(50).max(160)),
        image: image().optional(),
      }),
    })
    .refine((event) => event.end > event.start, {
      message: 'end must be after start',
      path: ['end'],
      // Compare only once both dates have parsed; otherwise the date's own message is enough.
      when: ({ issues }) => issues.length === 0,
    });

/**
 * An event page's long text in another language (content/events/<slug>.<lang>.md): only the
 * Markdown body; every fact stays in the English file, so the two cannot drift apart.
 */
export const eventTranslationSchema = z.strictObject({});

import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';

/** A timestamp written with its offset, e.g. 2025-04-20T19:30:00+03:00 (Asia/Riyadh). */
const zonedDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/,
    'write an ISO date-time with its offset, e.g. 2025-04-20T19:30:00+03:00',
  )
  .transform((value) => new Date(value));

/** A person on an event page: guest of honour, speaker or panellist. */
export const eventPersonSchema = ({ image }: SchemaContext) =>
  z.object({
    /** Full name as printed. Sample names must be marked `sample: true`. */
    name: z.string().min(1),
    /** Job title. */
    title: z.string().optional(),
    /** Company or institution. */
    organisation: z.string().optional(),
    /** Portrait, relative to the Markdown file. */
    photo: image().optional(),
    /** Professional profile (e.g. LinkedIn). */
    profileUrl: z.url().optional(),
    /** True while the entry is stand-in content an editor must replace. */
    sample: z.boolean().default(false),
  });

/** How a visitor asks to attend. */
export const registrationSchema = z.discriminatedUnion('kind', [
  /** Opens an external registration page in a new tab. */
  z.object({ kind: z.literal('external'), url: z.url() }),
  /** An in-page invitation request stored as an event request. */
  z.object({ kind: z.literal('request'), eventType: z.enum(['forum', 'dinner']) }),
]);

/** One event page (content/events/<slug>.md). The Markdown body holds the long-form sections. */
export const eventSchema = ({ image }: SchemaContext) =>
  z
    .object({
      /** Page heading. */
      title: z.string().min(1).max(120),
      /** Short label for menus, e.g. "Studios Evening". */
      navTitle: z.string().min(1).max(40),
      /** Hero badges, e.g. "Private Gathering", "Invitation Only". */
      badges: z.array(z.string().min(1)).min(1),
      /** One or two sentences under the title. */
      summary: z.string().min(1).max(400),
      /** Start, with the Asia/Riyadh offset. */
      start: zonedDateTime,
      /** End, with its offset; may be after midnight. */
      end: zonedDateTime,
      /** Timed programme shown in the details column. */
      schedule: z.array(z.object({ time: z.string().min(1), label: z.string().min(1) })).default([]),
      /** Where, as shown to visitors (no private addresses). */
      venue: z.string().min(1),
      /** City or district, used in structured data. */
      area: z.string().min(1),
      /** Maximum guests, when the page states one. */
      capacity: z.number().int().positive().optional(),
      /** True when a waitlist is kept once full. */
      waitlist: z.boolean().default(false),
      /** Call-to-action label, e.g. "Request an Invitation". */
      cta: z.string().min(1),
      /** How to attend. */
      registration: registrationSchema,
      /** Guests of honour, speakers and panellists. */
      people: z.array(eventPersonSchema({ image })).default([]),
      /** Heading for the people grid. */
      peopleHeading: z.string().default('Guests of Honour'),
      /** Timed agenda for full-day programmes. */
      agenda: z
        .array(
          z.object({
            time: z.string().min(1),
            title: z.string().min(1),
            description: z.string().optional(),
          }),
        )
        .default([]),
      /** Embedded videos (YouTube ids). */
      videos: z
        .array(z.object({ title: z.string().min(1), youtubeId: z.string().regex(/^[\w-]{11}$/) }))
        .default([]),
      /** Search and social metadata. */
      seo: z.object({
        title: z.string().min(1).max(70),
        description: z.string().min(50).max(160),
        image: image().optional(),
      }),
    })
    .refine((event) => event.end > event.start, {
      message: 'end must be after start',
      path: ['end'],
    });

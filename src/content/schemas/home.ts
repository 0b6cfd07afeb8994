import { z } from 'astro/zod';
import type { Resolved } from '../../lib/i18n/localized.ts';
import { localized } from './localized.ts';
import { pageSeoSchema } from './page.ts';

/** A card or point: a short title and a sentence or two. */
const blurbSchema = z.object({
  /** The card's heading. */
  title: localized(z.string().min(1)),
  /** One or two sentences. */
  body: localized(z.string().min(1)),
});

/** The home page copy (content/pages/home.yaml). The hero heading is the site tagline. */
export const homeSchema = z.object({
  /** Search and social metadata. */
  seo: pageSeoSchema,
  /** The hero under the tagline. */
  hero: z.object({
    /** The sentence under the hero heading. */
    lead: localized(z.string().min(1)),
    /** Label of the button that opens the join modal. */
    joinLabel: localized(z.string().min(1)),
    /** Label of the link to the resources explorer. */
    opportunitiesLabel: localized(z.string().min(1)),
  }),
  /** The gatherings under the hero: the next one, or an invitation to join, and recent ones. */
  events: z.object({
    /** Section heading. */
    heading: localized(z.string().min(1)),
    /** Label above the next gathering's card. */
    nextLabel: localized(z.string().min(1)),
    /** Shown when no gathering is announced, with a join button. */
    noneUpcoming: z.object({
      /** Its heading. */
      heading: localized(z.string().min(1)),
      /** What joining brings. */
      body: localized(z.string().min(1)),
      /** Label of its join button. */
      joinLabel: localized(z.string().min(1)),
    }),
    /** Heading of the recent gatherings. */
    pastHeading: localized(z.string().min(1)),
  }),
  /** The audience cards, each with a join button. */
  audiences: z.object({
    /** Section heading. */
    heading: localized(z.string().min(1)),
    /** Label of each card's join button. */
    joinLabel: localized(z.string().min(1)),
    /** One card per audience. */
    cards: z.array(blurbSchema).min(1),
  }),
  /** The "What is the network?" section. */
  about: z.object({
    /** Section heading. */
    heading: localized(z.string().min(1)),
    /** The paragraph under the heading. */
    intro: localized(z.string().min(1)),
    /** The network's promises, e.g. Smooth Landing. */
    points: z.array(blurbSchema).min(1),
  }),
  /** The newsletter section; the signup form island mounts inside it. */
  newsletter: z.object({
    /** Section heading. */
    heading: localized(z.string().min(1)),
    /** What subscribers receive. */
    body: localized(z.string().min(1)),
    /** Shown in the form's place until the island loads; the e-mail link is appended. */
    formFallback: localized(z.string().min(1)),
  }),
});

/** The home copy in one language (src/lib/site/home.ts resolves the `{ en, ar }` fields). */
export type HomeCopy = Resolved<z.infer<typeof homeSchema>>;

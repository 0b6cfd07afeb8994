import { z } from 'astro/zod';
import { pageSeoSchema } from './page.ts';

/** A card or point: a short title and a sentence or two. */
const blurbSchema = z.object({
  /** The card's heading. */
  title: z.string().min(1),
  /** One or two sentences. */
  body: z.string().min(1),
});

/** The home page copy (content/pages/home.yaml). The hero heading is the site tagline. */
export const homeSchema = z.object({
  /** Search and social metadata. */
  seo: pageSeoSchema,
  /** The hero under the tagline. */
  hero: z.object({
    /** The sentence under the hero heading. */
    lead: z.string().min(1),
    /** Label of the button that opens the join modal. */
    joinLabel: z.string().min(1),
    /** Label of the link to the resources explorer. */
    opportunitiesLabel: z.string().min(1),
  }),
  /** The gatherings under the hero: the next one, or an invitation to join, and recent ones. */
  events: z.object({
    /** Section heading. */
    heading: z.string().min(1),
    /** Label above the next gathering's card. */
    nextLabel: z.string().min(1),
    /** Shown when no gathering is announced, with a join button. */
    noneUpcoming: z.object({
      /** Its heading. */
      heading: z.string().min(1),
      /** What joining brings. */
      body: z.string().min(1),
      /** Label of its join button. */
      joinLabel: z.string().min(1),
    }),
    /** Heading of the recent gatherings. */
    pastHeading: z.string().min(1),
  }),
  /** The audience cards, each with a join button. */
  audiences: z.object({
    /** Section heading. */
    heading: z.string().min(1),
    /** Label of each card's join button. */
    joinLabel: z.string().min(1),
    /** One card per audience. */
    cards: z.array(blurbSchema).min(1),
  }),
  /** The "What is the network?" section. */
  about: z.object({
    /** Section heading. */
    heading: z.string().min(1),
    /** The paragraph under the heading. */
    intro: z.string().min(1),
    /** The network's promises, e.g. Smooth Landing. */
    points: z.array(blurbSchema).min(1),
  }),
  /** The newsletter section; the signup form island mounts inside it. */
  newsletter: z.object({
    /** Section heading. */
    heading: z.string().min(1),
    /** What subscribers receive. */
    body: z.string().min(1),
    /** Shown in the form's place until the island loads; the e-mail link is appended. */
    formFallback: z.string().min(1),
  }),
});

export type HomeCopy = z.infer<typeof homeSchema>;

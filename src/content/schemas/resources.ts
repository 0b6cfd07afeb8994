import { z } from 'astro/zod';
import { localized } from './localized.ts';

const plain = z.string().trim().min(1);

/** A short fact: English, or `{ en, ar }` (src/content/schemas/localized.ts). */
const text = localized(plain);

/**
 * A key-area or tailwind tag; its dialog shows the glossary entry keyed by exactly its English
 * text. Every file writing the same English tag must give it the same Arabic.
 */
const tagName = localized(z.string().trim().min(1).max(60));

/** A company named as a leader in an industry. */
export const industryLeaderSchema = z.object({
  /** Company name as it is commonly written, in every language. */
  name: plain,
  /** Market capitalisation, marked as approximate with its year, e.g. "~$1.7 trillion (approx., 2025)", or "Not listed". */
  marketCap: text,
});

/** One industry card (content/resources/industries/<catalogue id>.yaml). */
export const industrySchema = z.object({
  /** Display name; its English must equal the catalogue's name for the file's id. */
  name: text,
  /** Opportunity Score, 0–100. */
  score: z.number().int().min(0).max(100),
  /** Two or three sober sentences for executives. */
  description: localized(z.string().trim().min(80).max(600)),
  /** Projected capital allocation by 2030, amount first, e.g. "$450+ billion (estimate)". */
  investment: text,
  /** Total market demand by 2030, e.g. "$120+ billion a year (estimate)". */
  tam: text,
  /** Sub-sectors; a tag matching a sector-opportunity entry opens its description. */
  keyAreas: z.array(tagName).min(1).max(8),
  /** Technologies behind the sector; a tag matching a tailwind entry opens its description. */
  techTailwinds: z.array(tagName).min(1).max(8),
  /** Notable companies, shown three to a row. */
  leaders: z.array(industryLeaderSchema).min(1).max(6),
});

/** A sub-sector's description (content/resources/sector-opportunities.yaml, keyed by tag name). */
export const sectorOpportunitySchema = z.object({
  /** What the sub-sector is and why it matters in the Kingdom. */
  description: text,
  /** Four concrete openings for an incoming company. */
  opportunities: z.array(text).length(4),
});

/** A technology tailwind (content/resources/technology-tailwinds.yaml, keyed by tag name). */
export const technologyTailwindSchema = z.object({
  /** What the technology is. */
  description: text,
  /** Four uses in the Kingdom's industries. */
  applications: z.array(text).length(4),
  /** Four expected effects; estimates say so. */
  impact: z.array(text).length(4),
});

/** A titled definition shown in a dialog. */
const definitionSchema = z.object({ title: text, text });

/** The page copy of /resources (content/resources/page.yaml). */
export const resourcesPageSchema = z.object({
  /** Search and social metadata. */
  seo: z.object({
    title: localized(z.string().min(1).max(70)),
    description: localized(z.string().min(50).max(160)),
  }),
  /** The page heading. */
  heading: text,
  /** The headline claim under the heading. */
  headline: text,
  /** One or two sentences introducing the explorer. */
  intro: text,
  /** Shown instead of working search and sort when JavaScript is off. */
  noScriptNote: text,
  /** How to read the figures (estimates, market capitalisations as of a date). */
  figuresNote: text,
  /** The copy the explorer island renders. */
  explorer: z.object({
    /** Placeholder of the search box. */
    searchPlaceholder: text,
    /** Opportunity Score explainer: the title, an introduction and its criteria. */
    score: z.object({ title: text, intro: text, criteria: z.array(text).length(5) }),
    /** Expected Investment definition. */
    investment: definitionSchema,
    /** Total Addressable Market definition. */
    tam: definitionSchema,
    /** Shown in a tag's dialog when no glossary entry has the tag's name. */
    missingDescription: text,
  }),
});

export type IndustryData = z.infer<typeof industrySchema>;
export type SectorOpportunity = z.infer<typeof sectorOpportunitySchema>;
export type TechnologyTailwind = z.infer<typeof technologyTailwindSchema>;
export type ResourcesPageData = z.infer<typeof resourcesPageSchema>;

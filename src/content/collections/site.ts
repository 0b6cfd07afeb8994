import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { homeSchema } from '../schemas/home.ts';
import { legalSchema, legalTranslationSchema } from '../schemas/legal.ts';
import { pageSchema } from '../schemas/page.ts';
import { partnerSchema } from '../schemas/partners.ts';
import { personSchema } from '../schemas/people.ts';
import { siteSettingsSchema } from '../schemas/site.ts';

export const siteCollections = {
  /** Brand and contact settings; the entry id is the file name ("site"). */
  settings: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './content/settings' }),
    schema: siteSettingsSchema,
  }),
  /** The home page copy (content/pages/home.yaml). */
  home: defineCollection({
    loader: glob({ pattern: 'home.yaml', base: './content/pages' }),
    schema: homeSchema,
  }),
  /** Copy of the other pages, one file per page named after its route. */
  pages: defineCollection({
    loader: glob({ pattern: ['*.yaml', '!home.yaml'], base: './content/pages' }),
    schema: pageSchema,
  }),
  /** The people behind the network, one file per person. */
  people: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './content/people' }),
    schema: personSchema,
  }),
  /** Clients and partners, one file per organisation with its logo beside it. */
  partners: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './content/partners' }),
    schema: partnerSchema,
  }),
  /** Privacy policy and terms of use; the file name is the route. */
  legal: defineCollection({
    loader: glob({ pattern: ['*.md', '!*.*.md'], base: './content/legal' }),
    schema: legalSchema,
  }),
  /** Their texts in other languages, e.g. privacy-policy.ar.md; the id is "<slug>.<lang>". */
  legalTranslations: defineCollection({
    loader: glob({
      pattern: '*.*.md',
      base: './content/legal',
      generateId: ({ entry }) => entry.replace(/\.md$/, ''),
    }),
    schema: legalTranslationSchema,
  }),
};

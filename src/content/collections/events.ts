import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { eventSchema, eventTranslationSchema } from '../schemas/event.ts';

export const eventCollections = {
  /** One Markdown file per event; the file name is the URL slug. */
  events: defineCollection({
    loader: glob({ pattern: ['*.md', '!*.*.md'], base: './content/events' }),
    schema: eventSchema,
  }),
  /** Their long texts in other languages, e.g. capital-culture-riyadh.ar.md; the id is "<slug>.<lang>". */
  eventTranslations: defineCollection({
    loader: glob({
      pattern: '*.*.md',
      base: './content/events',
      generateId: ({ entry }) => entry.replace(/\.md$/, ''),
    }),
    schema: eventTranslationSchema,
  }),
};

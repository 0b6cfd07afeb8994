import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { eventSchema } from '../schemas/event.ts';

export const eventCollections = {
  /** One Markdown file per event; the file name is the URL slug. */
  events: defineCollection({
    loader: glob({ pattern: '*.md', base: './content/events' }),
    schema: eventSchema,
  }),
};

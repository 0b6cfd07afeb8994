import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { siteSettingsSchema } from '../schemas/site.ts';

export const siteCollections = {
  /** Brand and contact settings; the entry id is the file name ("site"). */
  settings: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './content/settings' }),
    schema: siteSettingsSchema,
  }),
};

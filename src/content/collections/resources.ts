import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import {
  industrySchema,
  resourcesPageSchema,
  sectorOpportunitySchema,
  technologyTailwindSchema,
} from '../schemas/resources.ts';

export const resourceCollections = {
  /** One YAML file per industry; the file name is the catalogue id (e.g. real_estate.yaml). */
  industries: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './content/resources/industries' }),
    schema: industrySchema,
  }),
  /** Key-area glossary: a YAML mapping whose keys are the tag names. */
  sectorOpportunities: defineCollection({
    loader: file('content/resources/sector-opportunities.yaml'),
    schema: sectorOpportunitySchema,
  }),
  /** Technology-tailwind glossary: a YAML mapping whose keys are the tag names. */
  technologyTailwinds: defineCollection({
    loader: file('content/resources/technology-tailwinds.yaml'),
    schema: technologyTailwindSchema,
  }),
  /** The page copy of /resources; the entry id is the file name ("page"). */
  resourcesPage: defineCollection({
    loader: glob({ pattern: 'page.yaml', base: './content/resources' }),
    schema: resourcesPageSchema,
  }),
};

import { eventCollections } from './content/collections/events.ts';
import { resourceCollections } from './content/collections/resources.ts';
import { siteCollections } from './content/collections/site.ts';

export const collections = {
  ...siteCollections,
  ...eventCollections,
  ...resourceCollections,
};

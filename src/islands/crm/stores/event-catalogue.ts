import { atom } from 'nanostores';
import type { CatalogueEvent } from '~/lib/crm/event-capacity.ts';

/** The events from the content files (title, start, capacity), handed over by the /crm page. */
export const $eventCatalogue = atom<readonly CatalogueEvent[]>([]);

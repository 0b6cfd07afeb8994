import { atom } from 'nanostores';
import type { CatalogueEvent } from '~/lib/crm/event-capacity.ts';
import type { SiteBrand } from '~functions/_shared/mail/templates/site-brand.ts';

/** The events from the content files (title, start, capacity), handed over by the /crm page. */
export const $eventCatalogue = atom<readonly CatalogueEvent[]>([]);

/** Who the network's mails are sent by (site name and address), handed over by the /crm page. */
export const $mailBrand = atom<SiteBrand>({ siteName: '', siteUrl: '' });

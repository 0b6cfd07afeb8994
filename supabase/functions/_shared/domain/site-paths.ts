// Site routes that the functions write into mail and the site's server answers, written once.
import type { SiteLocale } from '../i18n/site-locale.ts';

/** The one-click unsubscribe link (mail/unsubscribe-headers.ts; src/server/unsubscribe-route.ts). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** Where a person asks about their data (src/pages/your-data.astro). */
export const YOUR_DATA_PATH = '/your-data';
/** Where the privacy request's mailed link leads: a GET shows a button, its POST verifies. */
export const YOUR_DATA_VERIFY_PATH = '/your-data/verify';

/** Where the newsletter's confirmation link leads: a GET shows a button, its POST confirms. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';

/** An event's page, whose request form is at #register (src/components/events/EventRegistration.astro). */
export function eventPagePath(slug: string): string {
  return `/events/${slug}`;
}

/**
 * The query parameter of a campaign's link to an event's request form: the recipient's token,
 * which the form trades for their name and address (campaign_request_prefill) and sends with the
 * request. Named token, as every link that gives access, so an export removes it.
 */
export const CAMPAIGN_REQUEST_TOKEN_PARAM = 'token';

/**
 * A site path in `locale`: English at its own address, every other language under /<code>, as the
 * site routes them (src/lib/i18n/locales.ts, astro.config.mjs): "/your-data/verify" in Arabic is
 * "/ar/your-data/verify".
 */
export function sitePathIn(path: string, locale: SiteLocale): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

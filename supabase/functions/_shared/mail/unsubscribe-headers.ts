// The one-click unsubscribe of every marketing mail (RFC 8058; issue 27): a link to the site's
// /unsubscribe page with the mail's token, in the List-Unsubscribe header and in the body. A POST
// to that address withdraws consent; a GET only shows a page asking to confirm, because mail
// scanners follow links.

import { sitePathIn, UNSUBSCRIBE_PATH } from '../domain/site-paths.ts';
import type { SiteLocale } from '../i18n/site-locale.ts';

/** The address a marketing mail links to, on the site's origin, in the mail's language (/ar/unsubscribe). */
export function unsubscribeUrl(siteUrl: string, token: string, locale: SiteLocale = 'en'): string {
  const url = new URL(sitePathIn(UNSUBSCRIBE_PATH, locale), `${siteUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set('token', token);
  return url.href;
}

/** The RFC 8058 headers: the link, and the marker that a POST to it is a one-click unsubscribe. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

// The link of an announcement (issue 43) to its event's request form, in the recipient's language:
// the event page at its form (#register) with the recipient's token, never their address
// (supabase/migrations/…_campaign_sending.sql keeps only the token's digest). A test send's link
// has no token: it opens the form as any visitor sees it.
import { CAMPAIGN_REQUEST_TOKEN_PARAM, eventPagePath, sitePathIn } from '../domain/site-paths.ts';
import type { SiteLocale } from '../i18n/site-locale.ts';

export function campaignRequestUrl(
  siteUrl: string,
  slug: string,
  token: string | null,
  locale: SiteLocale,
): string {
  const url = new URL(sitePathIn(eventPagePath(slug), locale), `${siteUrl.replace(/\/+$/, '')}/`);
  if (token) url.searchParams.set(CAMPAIGN_REQUEST_TOKEN_PARAM, token);
  url.hash = 'register';
  return url.href;
}

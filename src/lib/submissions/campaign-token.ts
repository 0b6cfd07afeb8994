import { CAMPAIGN_REQUEST_TOKEN_PARAM } from '../../../supabase/functions/_shared/domain/site-paths.ts';

/** The longest token campaign_request_prefill looks at; a longer one names no recipient. */
const MAX_TOKEN_LENGTH = 200;

/**
 * The token of a campaign's announcement link (`/events/<slug>?token=…#register`,
 * supabase/functions/_shared/mail/campaign-request-link.ts) in a page's address, if it has one.
 */
export function campaignTokenIn(href: string): string | undefined {
  const token = new URL(href).searchParams.get(CAMPAIGN_REQUEST_TOKEN_PARAM)?.trim();
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/**
 * The same address without the token (path, other parameters and #register kept), for
 * history.replaceState, so the token leaves the address bar, the history and any shared link;
 * undefined when the address has none.
 */
export function addressWithoutCampaignToken(href: string): string | undefined {
  const url = new URL(href);
  if (!url.searchParams.has(CAMPAIGN_REQUEST_TOKEN_PARAM)) return undefined;
  url.searchParams.delete(CAMPAIGN_REQUEST_TOKEN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

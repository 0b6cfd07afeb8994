// What a marketing mail needs before it goes out: the contact's newsletter consent, checked at
// the moment of sending (a withdrawal stops mail at once, even one already queued), and a fresh
// unsubscribe token (supabase/migrations/…_one_click_unsubscribe.sql).
import { createServiceClient } from '../clients.ts';
import type { SiteLocale } from '../i18n/site-locale.ts';
import type { FunctionDeps } from '../types.ts';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-headers.ts';

export interface MarketingMailParts {
  unsubscribeUrl: string;
  headers: Record<string, string>;
}

/**
 * The unsubscribe link and headers for one mail to the contact, or null when consent is withdrawn.
 * The link leads to the unsubscribe page in the mail's language.
 */
export async function prepareMarketingMail(
  deps: FunctionDeps,
  contactId: string,
  siteUrl: string,
  locale: SiteLocale = 'en',
): Promise<MarketingMailParts | null> {
  const client = createServiceClient(deps);
  const allowed = await client.rpc('marketing_allowed', { contact_id: contactId });
  if (allowed.error) throw new Error(`Could not read the consent: ${allowed.error.message}`);
  if (!allowed.data) return null;
  const token = await client.rpc('issue_unsubscribe_token', { contact_id: contactId });
  if (token.error) throw new Error(`Could not make an unsubscribe link: ${token.error.message}`);
  const url = unsubscribeUrl(siteUrl, token.data, locale);
  return { unsubscribeUrl: url, headers: unsubscribeHeaders(url) };
}

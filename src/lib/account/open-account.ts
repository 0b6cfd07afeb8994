// Who opens the account page (docs/behaviour/member-account.md#your-account): the session is
// checked with the Auth service; a visitor without one is sent to the sign-in page of the page's
// language, which comes back here. The page Astro renders first runs this: a template rendered
// inside another page (/ar/account renders /account's) can no longer redirect or set headers.
import type { AstroGlobal } from 'astro';
import type { Locale } from '../i18n/locales.ts';
import { loginPathFor } from '../auth/next-path.ts';
import { createRequestClient } from '../supabase/server-client.ts';

type PageContext = Pick<AstroGlobal, 'request' | 'cookies' | 'redirect' | 'response'>;

/** The signed-in member's address (the page is then private), or the redirect to sign in. */
export async function openAccount(
  page: PageContext,
  locale: Locale,
): Promise<{ email: string } | Response> {
  const { data, error } = await createRequestClient(page).auth.getUser();
  if (error || !data.user) return page.redirect(loginPathFor('/account', locale), 303);
  page.response.headers.set('Cache-Control', 'private, no-store');
  return { email: data.user.email ?? '' };
}

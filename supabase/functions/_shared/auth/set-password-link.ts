// The link in a new member's invitation mail. It carries GoTrue's hashed token to the site's
// /login page, which calls supabase.auth.verifyOtp({ token_hash, type }) and then shows the
// update-password view. A token_hash link works with the browser's PKCE client, where a
// /verify redirect carrying tokens in the URL fragment (implicit flow) would be refused.

export type SetPasswordLinkType = 'invite' | 'recovery';

export function setPasswordLink(
  siteUrl: string,
  hashedToken: string,
  type: SetPasswordLinkType,
): string {
  const url = new URL('/login', `${siteUrl}/`);
  url.searchParams.set('token_hash', hashedToken);
  url.searchParams.set('type', type);
  return url.toString();
}

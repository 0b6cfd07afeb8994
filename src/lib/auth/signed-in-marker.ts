// The signed-in marker: a cookie that holds nothing secret (the account's display name), written
// by the browser's Supabase client whenever its session changes, so pages without React can say
// who is signed in with a few hundred bytes of script (src/lib/site/signed-in-script.ts).

/** The marker's cookie name. The session itself stays in @supabase/ssr's sb-…-auth-token cookie. */
export const SIGNED_IN_COOKIE = 'signed-in';

/** As long as @supabase/ssr keeps its session cookie (400 days), so neither outlives the other. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The Set-Cookie text for document.cookie: the name while signed in, an expired cookie after. */
export function signedInMarkerCookie(name: string | null, secure: boolean): string {
  const attributes = ['Path=/', 'SameSite=Lax', secure ? 'Secure' : ''].filter(Boolean);
  if (name === null) return [`${SIGNED_IN_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  return [
    `${SIGNED_IN_COOKIE}=${encodeURIComponent(name)}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    ...attributes,
  ].join('; ');
}

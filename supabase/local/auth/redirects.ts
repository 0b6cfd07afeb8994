// Where e-mail links may send the browser, and how the verify redirect carries its result.

/**
 * redirect_to is honoured only on an allowed origin (the site and the backend itself), as
 * GoTrue's URI allow list does; anything else falls back to the site URL. An open redirect here
 * would hand the tokens of the implicit flow to a stranger.
 */
export function resolveRedirect(
  requested: string | null | undefined,
  siteUrl: string,
  allowedOrigins: readonly string[],
): string {
  if (!requested) return siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return siteUrl;
  return allowedOrigins.includes(url.origin) ? url.href : siteUrl;
}

/** GoTrue encodes fragments with Go's url.Values.Encode: keys sorted, form-encoded. */
export function encodeFormValues(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${formEncode(key)}=${formEncode(values[key] ?? '')}`)
    .join('&');
}

function formEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

/** The implicit flow: the session rides in the fragment, so it never reaches a server log. */
export function implicitRedirect(base: string, values: Record<string, string>): string {
  const url = new URL(base);
  url.hash = encodeFormValues({ ...values, sb: '' });
  return url.href;
}

/** The PKCE flow: only a one-time code in the query; the client exchanges it with its verifier. */
export function pkceRedirect(base: string, code: string): string {
  const url = new URL(base);
  url.searchParams.set('code', code);
  return url.href;
}

const ERROR_NAMES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

/** A failed link: the error goes in the fragment, and for PKCE clients in the query too. */
export function errorRedirect(
  base: string,
  error: { status: number; code: string; message: string },
  pkce: boolean,
): string {
  const values = {
    error: ERROR_NAMES[error.status] ?? 'server_error',
    error_code: error.code,
    error_description: error.message,
  };
  const url = new URL(base);
  if (pkce) for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  url.hash = encodeFormValues({ ...values, sb: '' });
  return url.href;
}

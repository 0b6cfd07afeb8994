import { AUTH_WORDS_EN, type AuthWords } from './messages.ts';

/**
 * The rule for sign-in failures (docs/behaviour/sign-in.md#sign-in-failures): a database failure
 * and bad credentials get friendly texts, any other provider message is shown as it is (on an
 * English page; elsewhere the unexpected text in the page's language), and anything without a
 * message is unexpected.
 */
export function loginErrorMessage(error: unknown, words: AuthWords = AUTH_WORDS_EN): string {
  const message = providerMessage(error);
  if (!message) return words.messages.unexpected;
  if (message.includes('Database error')) return words.messages.loginDatabaseError;
  if (message.includes('Invalid login')) return words.messages.loginInvalid;
  return words.showsProviderText ? message : words.messages.unexpected;
}

/**
 * A provider (Auth) error's own message; undefined for anything else: errors without text, and
 * exceptions of our own code (a TypeError is unexpected, not something to show).
 */
export function providerMessage(error: unknown): string | undefined {
  if (!isAuthError(error)) return undefined;
  const { message } = error;
  if (typeof message !== 'string' || !message.trim()) return undefined;
  // auth-js reports network failures and 5xx answers as AuthRetryableFetchError, whose text is
  // the browser's ("Failed to fetch") or the gateway's, not the Auth service speaking; only
  // GoTrue's own "Database error …" (a 500 with its JSON body) is worth showing.
  if (isInfrastructureFailure(error) && !message.includes('Database error')) return undefined;
  return message;
}

/** auth-js errors are AuthError subclasses (AuthApiError, AuthWeakPasswordError, …). */
function isAuthError(error: unknown): error is { name: string; message: unknown } {
  if (typeof error !== 'object' || error === null) return false;
  const name = 'name' in error ? error.name : undefined;
  const marked = '__isAuthError' in error && error.__isAuthError === true;
  return 'message' in error && (marked || (typeof name === 'string' && name.startsWith('Auth')));
}

function isInfrastructureFailure(error: object): boolean {
  return 'name' in error && error.name === 'AuthRetryableFetchError';
}

/**
 * Magic-link failures: the provider's message, or the fallback
 * (docs/behaviour/sign-in.md#messages).
 */
export function magicLinkErrorMessage(error: unknown, words: AuthWords = AUTH_WORDS_EN): string {
  return authKitErrorMessage(error, words.messages.magicLinkFailed, words);
}

/**
 * Any other auth-kit failure (sign-up, reset, update, verify): provider text (on an English page)
 * or the fallback.
 */
export function authKitErrorMessage(
  error: unknown,
  fallback: string,
  words: AuthWords = AUTH_WORDS_EN,
): string {
  return (words.showsProviderText ? providerMessage(error) : undefined) ?? fallback;
}

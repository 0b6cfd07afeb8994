/** How long an auth request may take before the form gives up waiting (the input is kept). */
export const AUTH_REQUEST_TIMEOUT_MS = 15_000;

export class AuthTimeoutError extends Error {
  constructor() {
    super('The request took too long');
    this.name = 'AuthTimeoutError';
  }
}

/**
 * Resolves as `promise` does, or rejects with AuthTimeoutError after `ms`. supabase-js has no
 * timeout of its own, so on a stalled network a form would otherwise stay busy for ever.
 */
export function withTimeout<T>(promise: Promise<T>, ms = AUTH_REQUEST_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AuthTimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

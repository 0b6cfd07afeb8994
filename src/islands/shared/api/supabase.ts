import type { TypedSupabaseClient } from '~/lib/supabase/typed-client.ts';

/** How long a submission may take before the visitor is told it failed (input is kept). */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The tab's Supabase client, loaded on demand: supabase-js is fetched the first time a form is
 * used (or warmed up when a visitor starts typing), never with the page.
 */
export function loadSupabase(): Promise<TypedSupabaseClient> {
  const loading = import('~/lib/supabase/browser-client.ts').then(({ getBrowserClient }) =>
    getBrowserClient(),
  );
  // On a stalled network the code or the configuration may never arrive: give up in time.
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('Loading the Supabase client timed out')),
      REQUEST_TIMEOUT_MS,
    );
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

let warmedUp = false;

/**
 * Starts loading the client early (on the first focus or keystroke in a form), once per page;
 * errors surface on submit.
 */
export function warmUpSupabase(): void {
  if (warmedUp) return;
  warmedUp = true;
  loadSupabase().catch(() => undefined);
}

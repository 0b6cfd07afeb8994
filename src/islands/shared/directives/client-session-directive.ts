import type { ClientDirective } from 'astro';
import { hasSessionCookie } from '~/lib/auth/auth-callback-url.ts';

/**
 * `client:session`: hydrates an island only when the browser holds a Supabase session cookie.
 * The footer's Log Out needs React and supabase-js, which visitors who never signed in
 * (most of them) should not download.
 */
const clientSession: ClientDirective = (load) => {
  if (!hasSessionCookie(document.cookie)) return;
  void load().then((hydrate) => hydrate());
};

export default clientSession;

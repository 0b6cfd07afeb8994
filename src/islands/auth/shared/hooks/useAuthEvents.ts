import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useEffect, useEffectEvent } from 'react';
import { $authClient } from '../../api/auth-client.ts';

/**
 * Calls `onEvent` for every supabase-js auth event once a client exists on the page. It
 * subscribes in the same tick the client is created (a nanostores listener, not a React
 * render later), so events from the client's start (a ?code= exchange) are not missed.
 */
export function useAuthEvents(onEvent: (event: AuthChangeEvent, session: Session | null) => void) {
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    let unsubscribeAuth: (() => void) | undefined;
    const stopWatching = $authClient.subscribe((client) => {
      if (!client || unsubscribeAuth) return;
      const { data } = client.auth.onAuthStateChange((event, session) => {
        // supabase-js holds a lock while it notifies: work that calls it again must wait a tick.
        setTimeout(() => handle(event, session), 0);
      });
      unsubscribeAuth = () => data.subscription.unsubscribe();
    });
    return () => {
      stopWatching();
      unsubscribeAuth?.();
    };
  }, []);
}

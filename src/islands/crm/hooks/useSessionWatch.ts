import { useEffect } from 'react';
import { loginPathFor } from '~/lib/auth/next-path.ts';
import { forgetAllDoorCopies } from '~/lib/check-in/forget-door-copies.ts';
import { crmClient } from '../api/client.ts';
import { followCrmTables } from '../stores/live.ts';

/**
 * Signing out (here or in another tab) or an expired session sends the page to the sign-in form,
 * which brings the visitor back to this very view; drafts wait in sessionStorage. While signed
 * in, changes made elsewhere to the board's tables arrive through realtime (unless `followBoard`
 * is false: a page that follows its own table).
 */
export function useSessionWatch({ followBoard = true }: { followBoard?: boolean } = {}): void {
  useEffect(() => {
    let stopFollowing = () => {};
    let unsubscribe = () => {};
    let active = true;
    const signInAgain = () =>
      window.location.assign(loginPathFor(`${window.location.pathname}${window.location.search}`));
    void crmClient().then(async (supabase) => {
      const { data: current } = await supabase.auth.getSession();
      if (!active) return;
      if (!current.session) {
        signInAgain();
        return;
      }
      const { data } = supabase.auth.onAuthStateChange((event, session) => {
        // Signed out on purpose: the door guest lists kept on this phone go too (dpia.md, D3).
        if (event === 'SIGNED_OUT') forgetAllDoorCopies();
        if (event === 'SIGNED_OUT' || !session) signInAgain();
      });
      unsubscribe = () => data.subscription.unsubscribe();
      // Join as the signed-in staff member, not as anon: realtime re-reads each change under
      // the subscriber's role, and anon may read no contact.
      await supabase.realtime.setAuth(current.session.access_token);
      if (active && followBoard) stopFollowing = followCrmTables(supabase);
    });
    return () => {
      active = false;
      unsubscribe();
      stopFollowing();
    };
  }, [followBoard]);
}

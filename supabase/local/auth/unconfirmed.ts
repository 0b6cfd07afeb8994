// Sign-ups that were never confirmed expire: an account made by /signup (with confirmations on)
// or by a magic-link request for a new address, whose owner never opened the link, is deleted a
// day later (SUPABASE_AUTH_UNCONFIRMED_SECONDS), so addresses typed by strangers do not pile up
// as accounts. Invited accounts (an approved member's set-password invitation) are kept.
import type { BackendContext } from '../server/context.ts';
import type { Queryable } from './users.ts';

export async function deleteUnconfirmedUsers(
  db: Queryable,
  lifetimeSeconds: number,
): Promise<number> {
  const { rows } = await db.query(
    `delete from auth.users
     where email_confirmed_at is null and invited_at is null and last_sign_in_at is null
       and deleted_at is null and created_at < now() - make_interval(secs => $1)
     returning id`,
    [lifetimeSeconds],
  );
  return rows.length;
}

/** Deletes expired sign-ups now and then regularly (hourly, or sooner for short lifetimes). */
export function expireUnconfirmedUsers(ctx: BackendContext, lifetimeSeconds: number): () => void {
  const sweep = () =>
    deleteUnconfirmedUsers(ctx.db, lifetimeSeconds).then(
      (deleted) => {
        if (deleted > 0) ctx.log('info', `Deleted ${deleted} unconfirmed sign-up(s)`);
      },
      (error: unknown) => ctx.log('warn', 'Could not delete unconfirmed sign-ups', error),
    );
  void sweep();
  const timer = setInterval(
    () => void sweep(),
    Math.min(3600, Math.max(1, lifetimeSeconds)) * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}

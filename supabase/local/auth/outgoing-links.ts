// Sending an e-mail link: the resend limit, the link itself, the outbox mail and the user's
// *_sent_at column, all in the caller's transaction.
import { AUTH_ERRORS } from './errors.ts';
import { issueEmailLink, type IssuedLink, type LinkType, type PkceRequest } from './email-links.ts';
import { authMailLocale, queueAuthMail } from './auth-mail.ts';
import type { AuthDeps } from './request.ts';
import { secondsUntilNextSend } from './send-interval.ts';
import type { AuthUserRow } from './user-json.ts';
import { updateUser, type Queryable, type UserChanges } from './users.ts';

/**
 * Claims the address's send slot, or throws GoTrue's 429. Addresses without an account count
 * too, so the answer never tells whether an address is registered.
 */
export async function claimEmailSend(
  deps: AuthDeps,
  db: Queryable,
  address: string,
): Promise<void> {
  const interval = deps.settings.emailSendIntervalSeconds;
  const { rows } = await db.query(
    `insert into auth.email_sends (address, sent_at) values ($1, now())
     on conflict (address) do update set sent_at = now()
       where auth.email_sends.sent_at <= now() - make_interval(secs => $2)
     returning sent_at`,
    [address, interval],
  );
  if (rows.length > 0) return;
  const { rows: last } = await db.query<{ sent_at: Date | string }>(
    `select sent_at from auth.email_sends where address = $1`,
    [address],
  );
  const sentAt = last[0] ? new Date(last[0].sent_at) : undefined;
  throw AUTH_ERRORS.emailRateLimited(
    Math.max(1, secondsUntilNextSend(sentAt, new Date(), interval)),
  );
}

const AUTH_METHOD: Record<LinkType, string> = {
  signup: 'otp',
  magiclink: 'magiclink',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
};

/** Creates the link; mails it unless `mail` is false (admin generate_link only returns it). */
export async function sendEmailLink(
  deps: AuthDeps,
  db: Queryable,
  options: {
    user: AuthUserRow;
    type: LinkType;
    redirectTo: string;
    pkce?: PkceRequest | undefined;
    newEmail?: string;
    mail?: boolean;
  },
): Promise<{ link: IssuedLink; user: AuthUserRow }> {
  const email = options.user.email ?? '';
  const link = await issueEmailLink(db, {
    publicUrl: deps.ctx.config.publicUrl,
    userId: options.user.id,
    type: options.type,
    email,
    ...(options.newEmail ? { newEmail: options.newEmail } : {}),
    redirectTo: options.redirectTo,
    ...(options.pkce ? { pkce: options.pkce } : {}),
    authenticationMethod: AUTH_METHOD[options.type],
    lifetimeSeconds: deps.settings.emailLinkSeconds,
  });
  const now = new Date();
  const changes: UserChanges = {};
  if (options.type === 'signup') changes.confirmationSentAt = now;
  if (options.type === 'recovery' || options.type === 'magiclink') changes.recoverySentAt = now;
  if (options.type === 'invite') changes.invitedAt = now;
  if (options.type === 'email_change') {
    changes.emailChange = options.newEmail ?? null;
    changes.emailChangeSentAt = now;
  }
  const user = await updateUser(db, options.user.id, changes);
  if (options.mail !== false) {
    await queueAuthMail(
      db,
      options.newEmail ?? email,
      options.type,
      link.actionLink,
      link.code,
      authMailLocale(options.redirectTo, options.user.raw_user_meta_data),
    );
  }
  return { link, user };
}

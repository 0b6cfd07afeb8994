// The pass page's rules (docs/behaviour/event-guests.md#the-pass): which tokens are worth asking the
// database about, and when the code shows (its words are pass-words.ts). Pure, so they are
// table-tested.
import type { InvitationStatus } from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';

/** A pass token as the database makes them: 64 lower-case hex digits (256 bits). */
export function isPassToken(value: string | undefined): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}

/**
 * The pass token in a path that a mail reader may have linked with an invisible direction mark or
 * a space after it (Arabic plain-text mails sent before the links were fixed ended in U+2069):
 * the token without them, or undefined when what is left is no token.
 */
export function passTokenInPath(value: string | undefined): string | undefined {
  let decoded: string | undefined;
  try {
    // Whether or not the router decoded the path already.
    decoded = value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const cleaned = decoded?.replace(/[\s\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
  return isPassToken(cleaned) ? cleaned : undefined;
}

/** Whether the page shows the door code and the decline button. */
export function passIsActive(status: InvitationStatus): boolean {
  return status === 'confirmed' || status === 'invited';
}

import type { User } from '@supabase/supabase-js';

/** The longest name the header shows; longer names are cut with an ellipsis. */
export const ACCOUNT_NAME_MAX = 40;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * What the header calls a signed-in member: the name given at sign-up or approval
 * (user_metadata first_name + last_name, or full_name), else the e-mail address.
 */
export function accountName(user: Pick<User, 'email' | 'user_metadata'>): string {
  const meta: Record<string, unknown> = user.user_metadata ?? {};
  const name =
    [text(meta['first_name']), text(meta['last_name'])].filter(Boolean).join(' ') ||
    text(meta['full_name']) ||
    text(meta['name']) ||
    text(user.email);
  return name.length > ACCOUNT_NAME_MAX ? `${name.slice(0, ACCOUNT_NAME_MAX - 1)}…` : name;
}

import type { AuthChangeEvent } from '@supabase/supabase-js';
import { AUTH_MESSAGES, type AuthWords } from './messages.ts';

/** The auth form's views (docs/behaviour/sign-in.md#the-auth-forms-views). */
export const AUTH_VIEWS = [
  'sign_in',
  'sign_up',
  'forgotten_password',
  'magic_link',
  'update_password',
  'verify_otp',
] as const;

export type AuthView = (typeof AUTH_VIEWS)[number];

/** Whether a page with a signed-in visitor has nothing left to do (/login, /register). */
export type SessionPolicy = 'leave-when-signed-in' | 'stay';

export interface AuthEventContext {
  view: AuthView;
  event: AuthChangeEvent;
  hasSession: boolean;
  policy: SessionPolicy;
  /** The visitor just asked to sign in here (a submitted form, or a link that came back). */
  expectingSignIn: boolean;
  /** The page's language's texts (English when left out). */
  messages?: AuthWords['messages'];
}

/** What the island does next, decided without touching the DOM. */
export interface AuthEventOutcome {
  view: AuthView;
  /** Go home: signing in was the page's purpose and it is done. */
  leave: boolean;
  /** A success text to show first. */
  message?: string;
  /** A notice for the page the visitor lands on (its header shows it once). */
  noticeOnArrival?: string;
}

/**
 * The auth form's state machine over supabase-js events
 * (docs/behaviour/sign-in.md#answers-to-auth-events): a recovery opens update_password, a saved
 * password sends the signed-in member on (with a notice on arrival),
 * and a session sends a sign-in page home
 * ("Logged in successfully!" only when this visitor just signed in; an existing session leaves
 * quietly). Someone choosing a new password stays until it is saved.
 */
export function outcomeOfAuthEvent(context: AuthEventContext): AuthEventOutcome {
  const { view, event, hasSession, policy, expectingSignIn, messages = AUTH_MESSAGES } = context;
  switch (event) {
    case 'PASSWORD_RECOVERY':
      return { view: 'update_password', leave: false };
    case 'USER_UPDATED':
      // The new password is saved and the member is signed in: on to where they were going.
      if (hasSession) {
        return {
          view,
          leave: true,
          message: messages.passwordUpdated,
          noticeOnArrival: messages.passwordUpdated,
        };
      }
      return { view: 'sign_in', leave: false, message: messages.passwordUpdated };
    case 'SIGNED_IN':
    case 'INITIAL_SESSION': {
      if (!hasSession || view === 'update_password') return { view, leave: false };
      if (expectingSignIn) {
        const message = view === 'sign_up' ? messages.signupSuccess : messages.loginSuccess;
        return { view, leave: true, message };
      }
      return { view, leave: policy === 'leave-when-signed-in' };
    }
    default:
      return { view, leave: false };
  }
}

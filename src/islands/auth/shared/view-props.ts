import type { AuthView } from '~/lib/auth/auth-views.ts';
import type { ShowNotice } from './notice.ts';

/** What every view of the auth form receives from it. */
export interface ViewProps {
  showNotice: ShowNotice;
  /** Switches the form to another view (in-page, no navigation). */
  goTo: (view: AuthView) => void;
  /**
   * Marks that this visitor is signing in now, so the coming SIGNED_IN event says so and goes
   * home; call with false when the attempt failed.
   */
  expectSignIn: (expecting: boolean) => void;
}

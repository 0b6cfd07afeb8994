/**
 * The browser specs that run on the phone project too: those where a phone differs from a wide
 * screen (layout that stacks or collapses, the menu sheet and bottom bar, touch dragging on the
 * board, the join modal and the explorer's dialogs). Every other spec runs once, on desktop.
 * tests/unit/lint/phone-specs.test.ts fails when a spec branches on the phone but is not here.
 */
export const PHONE_SPECS: readonly string[] = [
  'account/account.spec.ts',
  'auth/header-account.spec.ts',
  'crm/pipeline.spec.ts',
  'forms/join.spec.ts',
  'resources/dialogs.spec.ts',
  'resources/static-page.spec.ts',
  'site/home.spec.ts',
  'site/listings.spec.ts',
  'site/nav.spec.ts',
];

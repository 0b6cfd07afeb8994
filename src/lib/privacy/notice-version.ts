/**
 * The privacy notice version the site was built with (content/legal/privacy-policy.md, defined
 * at build time by astro.config.mjs): every public form sends it, and the consent row keeps it.
 */
export const PRIVACY_NOTICE_VERSION: string = import.meta.env.PUBLIC_PRIVACY_NOTICE_VERSION;

/** Where the notice is, for the forms' links. */
export const PRIVACY_NOTICE_PATH = '/privacy-policy';

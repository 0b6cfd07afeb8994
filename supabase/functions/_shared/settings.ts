// The functions' configuration, read once per call from the environment with safe defaults.

export interface FunctionSettings {
  /** The brand name used in mails (SITE_NAME). */
  siteName: string;
  /** The public site's origin without a trailing slash (SITE_URL); e-mail links point here. */
  siteUrl: string;
  /** Where push-to-make forwards applications (MAKE_WEBHOOK_URL); undefined when not configured. */
  makeWebhookUrl: string | undefined;
}

export const DEFAULT_SITE_NAME = 'Majlis Network';
export const DEFAULT_SITE_URL = 'http://localhost:4321';

export function readSettings(env: (name: string) => string | undefined): FunctionSettings {
  return {
    siteName: nonEmpty(env('SITE_NAME')) ?? DEFAULT_SITE_NAME,
    siteUrl: (nonEmpty(env('SITE_URL')) ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    makeWebhookUrl: nonEmpty(env('MAKE_WEBHOOK_URL')),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

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
export const DEFAULT_RETENTION_MONTHS = 24;

export function readSettings(env: (name: string) => string | undefined): FunctionSettings {
  return {
    siteName: nonEmpty(env('SITE_NAME')) ?? DEFAULT_SITE_NAME,
    siteUrl: (nonEmpty(env('SITE_URL')) ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    makeWebhookUrl: nonEmpty(env('MAKE_WEBHOOK_URL')),
  };
}

/**
 * How long rejected or unanswered applications, declined event requests and handled messages are
 * kept (RETENTION_MONTHS, docs/privacy/retention.md): whole months from 1 to 120. Read by the
 * run-retention job alone, so a bad value fails that job (staff see it) and no other function.
 */
export function retentionMonths(value: string | undefined): number {
  const given = nonEmpty(value);
  if (given === undefined) return DEFAULT_RETENTION_MONTHS;
  const months = Number(given);
  if (!Number.isInteger(months) || months < 1 || months > 120) {
    throw new Error(
      `RETENTION_MONTHS must be a whole number of months from 1 to 120, not "${given}"`,
    );
  }
  return months;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

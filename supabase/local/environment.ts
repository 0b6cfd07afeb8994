/**
 * Every environment variable the product reads, parsed in this one module: the website's server
 * and build, the embedded backend and its command-line tools. Each variable is declared once,
 * with its type and default; a bad value stops the process with a message naming it.
 *
 * It lives beside the embedded backend because the backend never imports the website while the
 * website's server starts the backend; the browser never sees it (islands may not import
 * supabase/local). The Edge Functions read their own settings through their injected `env`
 * (supabase/functions/_shared/settings.ts), fed from here by the functions host.
 * README.md's "Configuration" table lists the variables for operators.
 */
import process from 'node:process';
import { z } from 'zod';

const text = z.string().trim();
/** Unset and empty mean the same: the default applies. */
const optionalText = text.optional().transform((value) => value || undefined);
const flag = (fallback: boolean) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(value)) return true;
    if (/^(0|false|no|off)$/i.test(value)) return false;
    ctx.addIssue({
      code: 'custom',
      message: `must be true or false, got ${JSON.stringify(value)}`,
    });
    return z.NEVER;
  });
const wholeNumber = (minimum: number, what: string) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const number = Number(value);
    if (Number.isInteger(number) && number >= minimum) return number;
    ctx.addIssue({ code: 'custom', message: `must be ${what}, got ${JSON.stringify(value)}` });
    return z.NEVER;
  });
const seconds = wholeNumber(0, 'a whole number of seconds');
const positive = (what: string) => wholeNumber(1, what);
const url = optionalText.pipe(
  z.url({ error: 'must be a URL such as https://example.org' }).optional(),
);

const variables = z.object({
  // The website's server (src/server/start.ts).
  PORT: wholeNumber(0, 'a port number').pipe(z.number().max(65535).default(4321)),
  HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  PUBLIC_URL: url,
  // How long a stop (SIGTERM, SIGINT) waits for requests and jobs in flight, for both servers
  // (supabase/local/server/graceful-stop.ts).
  SHUTDOWN_DRAIN_SECONDS: wholeNumber(0, 'a whole number of seconds'),
  // How long a stop keeps answering with /readyz saying "stopping" before it closes (0).
  SHUTDOWN_NOT_READY_SECONDS: wholeNumber(0, 'a whole number of seconds'),
  // One JSON line per request on stderr, for both servers (supabase/local/server/access-log.ts).
  ACCESS_LOG: flag(true),
  // The build (astro.config.mjs, src/server/build).
  PUBLIC_SITE_URL: url,
  ASTRO_OUT_DIR: optionalText.transform((value) => value ?? 'dist'),
  ASTRO_CACHE_DIR: optionalText.transform((value) => value ?? './node_modules/.astro'),
  BUILD_TIME: optionalText.refine(
    (value) => value === undefined || !Number.isNaN(new Date(value).getTime()),
    'must be a date-time, e.g. 2025-01-01T00:00:00Z',
  ),
  CONTENT_STRICT: flag(false),
  // The content folder the embedded backend syncs events from (content/ unless set: tests give a
  // copy of it). The build always reads ./content.
  CONTENT_DIR: optionalText,
  // Which Supabase: a hosted project, or the embedded backend's data.
  SUPABASE_URL: url,
  SUPABASE_ANON_KEY: optionalText,
  // Set by the server when it embeds the backend: browsers use the page's own origin.
  SUPABASE_SAME_ORIGIN: flag(false),
  // Set by the server when it embeds the backend: where its own on-demand routes reach it, on
  // loopback, instead of out through the public name and a proxy whose certificate it may not trust.
  SUPABASE_INTERNAL_URL: url,
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  SUPABASE_JWT_SECRET: optionalText,
  SUPABASE_DATA_DIR: optionalText,
  // PGlite's durability: on (the default), a commit is acknowledged once its WAL is fsync'd to the
  // disk; off, once it is in the operating system's page cache. On costs the join path ~1.2x in
  // `bench:ops -- --only durability` (README: Durability; supabase/local/db/pglite-database.ts).
  SUPABASE_DB_FSYNC: flag(true),
  DATABASE_URL: optionalText,
  // The embedded backend.
  SITE_URL: url,
  SITE_NAME: optionalText.transform((value) => value ?? 'Majlis Network'),
  SUPABASE_MAX_BODY_BYTES: positive('a positive number of bytes'),
  // Rows one anonymous REST insert may carry (server/body-limits.ts); 1 unless set.
  SUPABASE_ANON_MAX_INSERT_ROWS: positive('a positive number of rows'),
  TRUST_PROXY: flag(false),
  SUPABASE_MAIL_PAGE: optionalText,
  SUPABASE_MAIL_PAGE_KEY: optionalText,
  RESEND_API_KEY: optionalText,
  // The SMTP transport (SMTP_HOST turns it on). The functions parse these themselves
  // (supabase/functions/_shared/mail/smtp-settings.ts); here they are declared, and SMTP_HOST
  // turns the mail page off as RESEND_API_KEY does.
  MAIL_FROM: optionalText,
  // Campaign mails per minute through each transport, 0 for no limit
  // (supabase/functions/_shared/mail/mail-rate.ts has the defaults).
  MAIL_RATE_PER_MINUTE_SMTP: wholeNumber(0, 'a whole number of mails per minute (0: no limit)'),
  MAIL_RATE_PER_MINUTE_RESEND: wholeNumber(0, 'a whole number of mails per minute (0: no limit)'),
  MAIL_RATE_PER_MINUTE_OUTBOX: wholeNumber(0, 'a whole number of mails per minute (0: no limit)'),
  SMTP_HOST: optionalText,
  SMTP_PORT: optionalText,
  SMTP_SECURE: optionalText,
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_HELO_NAME: optionalText,
  DKIM_DOMAIN: optionalText,
  DKIM_SELECTOR: optionalText,
  DKIM_PRIVATE_KEY: optionalText,
  FIRST_STAFF_EMAIL: optionalText,
  FUNCTIONS_TIMEOUT_MS: positive('a positive number of milliseconds'),
  PGRST_DB_AGGREGATES_ENABLED: optionalText,
  PGRST_DB_TX_END: z
    .enum(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'], {
      error: 'must be commit, commit-allow-override, rollback or rollback-allow-override',
    })
    .optional(),
  PGRST_DB_MAX_ROWS: wholeNumber(0, 'a whole number of rows'),
  PGRST_DB_PREPARED_STATEMENTS: flag(true),
  // PostgREST's db-schemas: the schemas Accept-Profile / Content-Profile choose among, the first
  // being the default.
  PGRST_DB_SCHEMAS: optionalText.transform((value) => {
    const schemas = (value ?? 'public')
      .split(',')
      .map((schema) => schema.trim())
      .filter(Boolean);
    return schemas.length === 0 ? ['public'] : [...new Set(schemas)];
  }),
  // PostgREST's db-plan-enabled: `Accept: application/vnd.pgrst.plan` answers the query plan.
  PGRST_DB_PLAN_ENABLED: optionalText,
  SUPABASE_JOB_WORKERS: wholeNumber(0, 'a whole number of workers (0 turns them off)'),
  SUPABASE_JOB_POLL_MS: positive('a positive number of milliseconds'),
  SUPABASE_JOB_RETRY_BASE_MS: positive('a positive number of milliseconds'),
  SUPABASE_JOB_RETRY_MAX_MS: positive('a positive number of milliseconds'),
  SUPABASE_JOB_MAX_ATTEMPTS: positive('a positive number of attempts'),
  // /readyz: the free space the data folder's disk must keep, and how long every job worker may
  // go without looking for work before the runner counts as stuck (supabase/local/health).
  SUPABASE_READY_MIN_FREE_MB: wholeNumber(0, 'a whole number of megabytes'),
  SUPABASE_READY_JOB_STALL_SECONDS: positive('a positive number of seconds'),
  // Backups the server takes itself (supabase/local/ops/backup-schedule.ts).
  SUPABASE_BACKUP_DIR: optionalText,
  SUPABASE_BACKUP_INTERVAL: wholeNumber(0, 'a whole number of seconds (0 turns backups off)'),
  SUPABASE_BACKUP_KEEP: positive('a positive number of backups'),
  // /metrics answers only a scraper that sends this key as a Bearer token; unset, it is a 404.
  METRICS_KEY: optionalText,
  SUPABASE_AUTH_REDIRECT_ORIGINS: optionalText.transform((value) =>
    (value ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ),
  SUPABASE_AUTH_AUTOCONFIRM: flag(true),
  SUPABASE_AUTH_DISABLE_SIGNUP: flag(false),
  SUPABASE_AUTH_JWT_EXP: seconds,
  SUPABASE_AUTH_EMAIL_INTERVAL: seconds,
  SUPABASE_AUTH_UNCONFIRMED_SECONDS: seconds,
  SUPABASE_AUTH_RATE_LIMIT_BURST: positive('a positive whole number of requests'),
  SUPABASE_AUTH_RATE_LIMIT_SIGN_IN: positive('a positive whole number of requests'),
  SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH: positive('a positive whole number of requests'),
  SUPABASE_AUTH_RATE_LIMIT_VERIFY: positive('a positive whole number of requests'),
  SUPABASE_AUTH_RATE_LIMIT_EMAIL: positive('a positive whole number of requests'),
});

/** The parsed variables, under their own names. */
export type Environment = z.output<typeof variables>;
export type VariableName = keyof Environment;
export type RawEnvironment = Record<string, string | undefined>;

/** Every variable this module knows, for documentation and tests. */
export const VARIABLE_NAMES = Object.keys(variables.shape) as VariableName[];

/** Parses an environment; the error lists every bad variable by name. */
export function parseEnvironment(raw: RawEnvironment): Environment {
  const parsed = variables.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}

let cached: { key: string; environment: Environment } | undefined;

/**
 * This process's environment, parsed again only when a variable has changed, so a value set by
 * `setVariables` or by a test is seen by whatever is created next.
 */
export function environment(): Environment {
  const key = VARIABLE_NAMES.map((name) => process.env[name] ?? '').join('\0');
  if (cached?.key !== key) cached = { key, environment: parseEnvironment(process.env) };
  return cached.environment;
}

/**
 * Sets variables for this process and the processes it starts: the embedded backend publishes
 * its URL and key to the website's server-side code this way.
 */
export function setVariables(
  values: Partial<Record<VariableName | 'ASTRO_NODE_AUTOSTART', string>>,
) {
  Object.assign(process.env, values);
}

/** The environment a child process starts with: this one's, plus `extra`. */
export function childEnvironment(extra: RawEnvironment = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/** A variable the functions host passes through to the Edge Functions unparsed (their own settings). */
export function rawVariable(name: string): string | undefined {
  return process.env[name];
}

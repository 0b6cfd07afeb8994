// What staff read under an error title (docs/behaviour/staff-app.md#notices): a sentence, never
// the database's or the network's own text, which goes to the console instead. The sentences are
// the staff app's words, in src/lib/crm/labels.ts.
import { labels } from './labels.ts';

/** The sentence when nothing more precise is known. */
export function tryAgain(): string {
  return labels.errors.tryAgain;
}

type ErrorWords = keyof typeof labels.errors;

/**
 * Errors the server's own words would not help with, by code, each with the raw text Postgres or
 * PostgREST uses for it. A message under one of these codes that is not the raw text was written
 * for staff by the project's SQL (e.g. add_lead's 'A contact with the e-mail … already exists')
 * and is shown as it is.
 */
const BY_CODE: readonly { codes: readonly string[]; raw: RegExp; words: ErrorWords }[] = [
  {
    codes: ['23505'],
    raw: /duplicate key value|unique constraint/i,
    words: 'emailInUse',
  },
  {
    codes: ['42501', 'PGRST301', 'PGRST302', 'PGRST303'],
    raw: /permission denied|row-level security|jwt|anonymous|not allowed/i,
    words: 'notAllowed',
  },
  {
    codes: ['23514', '22001'],
    raw: /check constraint|too long/i,
    words: 'tooLong',
  },
  {
    codes: ['23502'],
    raw: /not-null constraint|null value/i,
    words: 'requiredEmpty',
  },
  {
    codes: ['23503'],
    raw: /foreign key constraint/i,
    words: 'refersToDeleted',
  },
  {
    codes: ['PT429'],
    raw: /rate_limited/i,
    words: 'tooManyRequests',
  },
  {
    codes: ['PGRST116'],
    raw: /rows|coerce/i,
    words: 'noLongerExists',
  },
];

const OWN_CODES = /^(P0\d{3}|22023)$/;

const UNIQUE_EMAIL = /e-?mail/i;

/** A failed fetch, in the words of Chromium, Firefox, Safari, Node and supabase-js. */
const NETWORK =
  /failed to fetch|networkerror|load failed|fetch failed|network request failed|failed to send a request/i;

/** The server's text for a failure it did not explain (Edge Functions, gateways). */
const SERVER_RAW = /non-2xx status code|internal server error|bad gateway|service unavailable/i;

function field(error: unknown, key: string): string {
  if (!error || typeof error !== 'object' || !(key in error)) return '';
  const value = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The sentence staff read for an error thrown by a read or write: the server's message when the
 * project wrote it for them, otherwise a plain sentence chosen by code (duplicate, not allowed,
 * unreachable server, …), and 'Something went wrong. Please try again.' for anything else.
 */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : field(error, 'message');
  const code = field(error, 'code');
  const name = error instanceof Error ? error.name : field(error, 'name');

  if (NETWORK.test(message) || name === 'FunctionsFetchError') {
    return labels.errors.unreachable;
  }
  const rule = BY_CODE.find((entry) => entry.codes.includes(code));
  if (rule) {
    if (!rule.raw.test(message) && message) return message;
    if (code === '23505' && !UNIQUE_EMAIL.test(`${message} ${field(error, 'details')}`)) {
      return labels.errors.alreadyExists;
    }
    return labels.errors[rule.words];
  }
  if (!message || SERVER_RAW.test(message)) return tryAgain();
  // Other Postgres and PostgREST codes carry the server's text, not a sentence for staff; the
  // project's SQL raises its own sentences with P0001 (plain raise), P0002 (not found) or 22023
  // (invalid parameter, e.g. 'Request must be approved first').
  if (code && !OWN_CODES.test(code)) return tryAgain();
  return message;
}

/** One line of everything the error says (code, message, details, hint), for the console. */
export function errorDetails(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error);
  const parts = ['name', 'code', 'message', 'details', 'hint']
    .map((key) => [
      key,
      key === 'message' && error instanceof Error ? error.message : field(error, key),
    ])
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}: ${value}`);
  return parts.length ? parts.join('; ') : String(error);
}

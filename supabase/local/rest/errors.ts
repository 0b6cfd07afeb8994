// PostgREST's error bodies and its SQLSTATE -> HTTP status mapping
// (docs/wire/supabase-js.md#rest-error-answers).
import { HttpError } from '../server/http.ts';

export interface PgrstErrorBody {
  code: string;
  message: string;
  /** Usually text; PGRST201 lists the candidate relationships as objects. */
  details: unknown;
  hint: string | null;
}

export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: unknown = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): HttpError {
  const body: PgrstErrorBody = { code, message, details, hint };
  return new HttpError(status, body, headers);
}

/** PGRST100: a query parameter PostgREST cannot parse. */
export function badQuery(message: string, details: string | null = null): HttpError {
  return pgrstError(400, 'PGRST100', message, details);
}

/** A feature outside the subset the embedded backend implements. */
export function unsupported(what: string): HttpError {
  return pgrstError(
    501,
    'PGRST501',
    `${what} is not supported by the embedded backend`,
    null,
    'The embedded backend implements the subset of PostgREST this product uses.',
  );
}

export function tableNotFound(relation: string, schema = 'public'): HttpError {
  return pgrstError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${relation}' in the schema cache`,
  );
}

/** 42703 as Postgres words it, which is what PostgREST passes through for unknown columns. */
export function columnNotFound(relation: string, column: string): HttpError {
  return pgrstError(400, '42703', `column ${relation}.${column} does not exist`);
}

/** PGRST204: a payload key that is not a column of the target. */
export function payloadColumnNotFound(relation: string, column: string): HttpError {
  return pgrstError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${relation}' in the schema cache`,
  );
}

export function singularError(rowCount: number): HttpError {
  return pgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rowCount} rows`,
  );
}

/** PGRST124: Prefer: max-affected=N with handling=strict, and more rows would change. */
export function maxAffectedError(rowCount: number): HttpError {
  return pgrstError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rowCount} rows`,
  );
}

/** The HTTP status PostgREST answers for a SQLSTATE. `anonymous` is true for the anon role. */
export function statusForSqlState(code: string, message: string, anonymous: boolean): number {
  if (code === '23505' || code === '23503') return 409;
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '42P17') return 500;
  if (code === '25006') return 405;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023' && /^role .* does not exist$/.test(message)) return 401;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const sqlClass = code.slice(0, 2);
  if (sqlClass === '08' || sqlClass === '53') return 503;
  if (['28', '0P', '0L'].includes(sqlClass)) return 403;
  const serverClasses = [
    '09',
    '25',
    '2D',
    '38',
    '39',
    '3B',
    '40',
    '54',
    '55',
    '57',
    '58',
    'F0',
    'HV',
    'P0',
    'XX',
  ];
  if (serverClasses.includes(sqlClass)) return 500;
  return 400;
}

interface PostgresErrorLike {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isPostgresError(error: unknown): error is PostgresErrorLike {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** Turns a Postgres error into PostgREST's answer. */
export function fromPostgresError(error: PostgresErrorLike, anonymous: boolean): HttpError {
  const status = statusForSqlState(error.code, error.message, anonymous);
  const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
  return pgrstError(
    status,
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
    headers,
  );
}

/**
 * PGRST123: PostgREST refuses aggregate functions (`count()`, `col.sum()`, `rel(count)`) unless
 * `db-aggregates-enabled` is on, which it is not by default; neither is it here.
 */
export function aggregatesDisabled(): HttpError {
  return pgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

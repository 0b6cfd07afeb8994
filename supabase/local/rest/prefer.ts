// The Prefer header as PostgREST 12 reads it (docs/postgrest-subset.md#preferences-prefer):
// supabase-js appends preferences comma+space joined (docs/wire/supabase-js.md#prefer-header);
// for each kind the first accepted value wins; anything else is invalid, which only
// handling=strict refuses (PGRST122).
import { pgrstError, unsupported } from './errors.ts';
import type { Tx } from '../db/index.ts';
import type { TxEnd } from './settings.ts';

export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'minimal' | 'representation' | 'headers-only';
  params?: 'single-object';
  count?: 'exact' | 'planned' | 'estimated';
  /** As sent; whether it applies depends on db-tx-end (see transactionEnd). */
  tx?: 'commit' | 'rollback';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  timezone?: string;
  maxAffected?: number;
  /** Preferences PostgREST does not accept, as sent. */
  invalid: string[];
}

const ACCEPTED = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['minimal', 'representation', 'headers-only'],
  params: ['single-object'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
} as const;

type Kind = keyof typeof ACCEPTED;

function isKind(name: string): name is Kind {
  return Object.hasOwn(ACCEPTED, name);
}

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { invalid: [] };
  const parts = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const part of parts) {
    const equals = part.indexOf('=');
    const name = equals < 0 ? part : part.slice(0, equals);
    const value = equals < 0 ? '' : part.slice(equals + 1);
    if (isKind(name) && (ACCEPTED[name] as readonly string[]).includes(value)) {
      // The first accepted value of a kind wins, as in PostgREST.
      if (prefs[name] === undefined) Object.assign(prefs, { [name]: value });
    } else if (name === 'max-affected' && /^-?\d+$/.test(value)) {
      prefs.maxAffected ??= Number(value);
    } else if (name === 'timezone' && value !== '') {
      prefs.timezone ??= value;
    } else {
      prefs.invalid.push(part);
    }
  }
  return prefs;
}

/** handling=strict refuses preferences PostgREST does not know (PGRST122). */
export function checkStrict(prefs: Preferences): void {
  if (prefs.handling !== 'strict' || prefs.invalid.length === 0) return;
  throw pgrstError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${prefs.invalid.join(', ')}`,
  );
}

/**
 * Whether the transaction ends in a rollback: db-tx-end `rollback*` rolls back unless an allowed
 * override says tx=commit; `*-allow-override` honours tx=rollback. Without an allowed override
 * PostgREST ignores tx= and does not list it in Preference-Applied.
 */
export function transactionEnd(prefs: Preferences, txEnd: TxEnd): 'commit' | 'rollback' {
  const override = txEnd.endsWith('-allow-override') ? prefs.tx : undefined;
  return override ?? (txEnd.startsWith('rollback') ? 'rollback' : 'commit');
}

/** The preferences a response lists in Preference-Applied, in PostgREST's order. */
export type AppliedKind =
  | 'resolution'
  | 'missing'
  | 'return'
  | 'params'
  | 'count'
  | 'tx'
  | 'handling'
  | 'timezone'
  | 'max-affected';

/** `Preference-Applied` for the kinds this kind of response reports; none when nothing applies. */
export function preferenceApplied(
  prefs: Preferences,
  txEnd: TxEnd,
  kinds: AppliedKind[],
): Record<string, string> {
  const values: string[] = [];
  const order: AppliedKind[] = [
    'resolution',
    'missing',
    'return',
    'params',
    'count',
    'tx',
    'handling',
    'timezone',
    'max-affected',
  ];
  for (const kind of order) {
    if (!kinds.includes(kind)) continue;
    if (kind === 'max-affected') {
      // Listed only under handling=strict, the only case in which it is applied.
      if (prefs.maxAffected !== undefined && prefs.handling === 'strict')
        values.push(`max-affected=${prefs.maxAffected}`);
    } else if (kind === 'tx') {
      if (prefs.tx !== undefined && txEnd.endsWith('-allow-override'))
        values.push(`tx=${prefs.tx}`);
    } else {
      const value = prefs[kind];
      if (value !== undefined) values.push(`${kind}=${value}`);
    }
  }
  return values.length === 0 ? {} : { 'preference-applied': values.join(', ') };
}

/**
 * The request's preferences, refused as PostgREST refuses them: PGRST122 under handling=strict;
 * a preference the backend does not implement answers 501 rather than being ignored.
 */
export function readPreferences(request: Request, { rpc }: { rpc: boolean }): Preferences {
  const prefs = parsePrefer(request.headers.get('prefer'));
  checkStrict(prefs);
  if (rpc && prefs.params !== undefined) throw unsupported('Prefer: params=single-object');
  return prefs;
}

/**
 * timezone=<name>: a name Postgres knows (pg_timezone_names) becomes the transaction's TimeZone,
 * so timestamps are written in it; any other value is an invalid preference, ignored unless
 * handling=strict (PGRST122), as PostgREST does. Run first in the request's transaction.
 */
export async function applyTimezone(tx: Tx, prefs: Preferences): Promise<void> {
  if (prefs.timezone === undefined) return;
  const { rows } = await tx.query(
    `select set_config('timezone', name, true) from pg_catalog.pg_timezone_names where name = $1`,
    [prefs.timezone],
  );
  if (rows.length > 0) return;
  prefs.invalid.push(`timezone=${prefs.timezone}`);
  delete prefs.timezone;
  checkStrict(prefs);
}

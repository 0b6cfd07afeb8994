// PostgREST's in-database configuration (`alter role authenticator set pgrst.<name> = ...`),
// read the way PostgREST reads it: settings of the role PostgREST logs in as, a database-specific
// setting winning over a role-wide one; a setting on the database alone has no effect.
// PGRST_<NAME> in the environment is the configuration-file default the role setting overrides.
import { environment } from '../environment.ts';
import type { Tx } from '../db/index.ts';

/** The role PostgREST connects as on Supabase; the bootstrap creates it locally too. */
export const AUTHENTICATOR_ROLE = 'authenticator';

/** db-tx-end: how a request's transaction ends, and whether `Prefer: tx=` may change it. */
export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export interface RestSettings {
  /** db-aggregates-enabled: count(), sum(), avg(), min(), max() in select. Off by default. */
  aggregatesEnabled: boolean;
  /** db-tx-end; `commit` by default, so `Prefer: tx=rollback` is ignored unless allowed. */
  txEnd: TxEnd;
  /** db-max-rows: the most rows a read returns; unlimited by default. */
  maxRows: number | undefined;
  /** db-plan-enabled: `Accept: application/vnd.pgrst.plan` answers the query's plan. Off by default. */
  planEnabled: boolean;
}

const TX_ENDS: TxEnd[] = ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'];

function parseTxEnd(value: string | undefined): TxEnd | undefined {
  const normalised = value?.trim().toLowerCase();
  return TX_ENDS.find((txEnd) => txEnd === normalised);
}

function parseMaxRows(value: string | undefined): number | undefined {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Number(value);
}

const ROLE_SETTINGS_SQL = `
  with role_setting as (
    select s.setdatabase as database, unnest(s.setconfig) as setting
      from pg_catalog.pg_db_role_setting s
      join pg_catalog.pg_roles r on r.oid = s.setrole
     where r.rolname = $1
       and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_catalog))
  ), kv as (
    select database, substr(setting, 1, strpos(setting, '=') - 1) as k,
           substr(setting, strpos(setting, '=') + 1) as v
      from role_setting
  )
  select distinct on (k) replace(k, 'pgrst.', '') as key, v as value
    from kv
   where k like 'pgrst.%' and v is not null
   order by k, database desc`;

/** PostgREST's boolean setting values. */
export function parseBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const normalised = value.trim().toLowerCase();
  if (['true', 'on', 'yes', '1'].includes(normalised)) return true;
  if (['false', 'off', 'no', '0'].includes(normalised)) return false;
  return undefined;
}

/** The configuration-file defaults (PGRST_* in the environment) the role settings override. */
export interface SettingDefaults {
  aggregates: string | undefined;
  txEnd: TxEnd | undefined;
  maxRows: number | undefined;
  plan?: string | undefined;
}

function environmentDefaults(): SettingDefaults {
  const env = environment();
  return {
    aggregates: env.PGRST_DB_AGGREGATES_ENABLED,
    txEnd: env.PGRST_DB_TX_END,
    maxRows: env.PGRST_DB_MAX_ROWS,
    plan: env.PGRST_DB_PLAN_ENABLED,
  };
}

export function settingsFrom(
  roleSettings: Map<string, string>,
  defaults: SettingDefaults = environmentDefaults(),
): RestSettings {
  return {
    aggregatesEnabled:
      parseBoolean(roleSettings.get('db_aggregates_enabled')) ??
      parseBoolean(defaults.aggregates) ??
      false,
    txEnd: parseTxEnd(roleSettings.get('db_tx_end')) ?? defaults.txEnd ?? 'commit',
    maxRows:
      parseMaxRows(roleSettings.get('db_max_rows')) ??
      parseMaxRows(roleSettings.get('max_rows')) ??
      defaults.maxRows,
    planEnabled:
      parseBoolean(roleSettings.get('db_plan_enabled')) ?? parseBoolean(defaults.plan) ?? false,
  };
}

export async function loadRestSettings(tx: Tx): Promise<RestSettings> {
  const { rows } = await tx.query<{ key: string; value: string }>(ROLE_SETTINGS_SQL, [
    AUTHENTICATOR_ROLE,
  ]);
  return settingsFrom(new Map(rows.map((row) => [row.key, row.value])));
}

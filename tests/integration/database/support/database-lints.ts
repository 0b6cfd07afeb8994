/**
 * Supabase's database linter (splinter, https://github.com/supabase/splinter) — its WARN and ERROR
 * lints, plus the INFO "unindexed foreign keys" the project fixed — written here as plain catalog
 * queries from the documented definitions, so the test suite can fail on a new finding.
 *
 * Each query returns rows of { detail }: one per finding. `$1` is the list of schemas the REST API
 * exposes (splinter reads it from the pgrst.db_schemas setting of a Supabase project).
 * Not covered: 0012 (anonymous sign-ins, an Auth setting, not SQL) and the INFO lints other than
 * 0001 (no primary key, unused index, RLS without policy, table bloat).
 */
export interface DatabaseLint {
  /** splinter's number and name, e.g. 0006_multiple_permissive_policies. */
  id: string;
  level: 'ERROR' | 'WARN' | 'INFO';
  sql: string;
}

/** Schemas Supabase manages itself; splinter never reports objects in them. */
const PLATFORM_SCHEMAS = [
  '_timescaledb_cache',
  '_timescaledb_catalog',
  '_timescaledb_config',
  '_timescaledb_internal',
  'auth',
  'cron',
  'extensions',
  'graphql',
  'graphql_public',
  'information_schema',
  'net',
  'pgmq',
  'pgroonga',
  'pgsodium',
  'pgsodium_masks',
  'pgtle',
  'pgbouncer',
  'pg_catalog',
  'realtime',
  'repack',
  'storage',
  'supabase_functions',
  'supabase_migrations',
  'tiger',
  'topology',
  'vault',
];
const platform = `(${PLATFORM_SCHEMAS.map((name) => `'${name}'`).join(', ')})`;

/** The object is not part of an extension (extensions' own objects are not the project's to fix). */
const notFromExtension = (oid: string) =>
  `not exists (select 1 from pg_catalog.pg_depend e where e.objid = ${oid} and e.deptype = 'e')`;

/** anon or authenticated may SELECT the relation. */
const readableByClients = (oid: string) =>
  `(pg_catalog.has_table_privilege('anon', ${oid}, 'SELECT') or pg_catalog.has_table_privilege('authenticated', ${oid}, 'SELECT'))`;

/** A view's options say security_invoker (any spelling Postgres accepts for true). */
const isSecurityInvoker = (reloptions: string) =>
  `(lower(coalesce(${reloptions}::text, '{}'))::text[] && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])`;

/** Policies with their deparsed USING / WITH CHECK text, as pg_policies shows them. */
const POLICIES = `
  select n.nspname as schema_name, c.relname as table_name, c.oid as table_oid,
         c.relrowsecurity as rls_on, p.polname as policy_name, p.polpermissive as permissive,
         p.polroles as role_oids, p.polcmd as cmd,
         pg_catalog.pg_get_expr(p.polqual, p.polrelid) as qual,
         pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid) as with_check
    from pg_catalog.pg_policy p
    join pg_catalog.pg_class c on c.oid = p.polrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace`;

/** Normalised text of an expression, for "always true" comparisons. */
const squeezed = (expression: string) =>
  `regexp_replace(lower(coalesce(${expression}, '')), '\\s', '', 'g')`;
const ALWAYS_TRUE = `('true', '(true)', '1=1', '(1=1)')`;

/** A SECURITY DEFINER function in an exposed schema that `role` may execute (lints 0028, 0029). */
const definerExecutableBy = (role: string) => `
  select format('%s.%s(%s) is SECURITY DEFINER and executable by ${role}', n.nspname, p.proname,
                pg_catalog.pg_get_function_identity_arguments(p.oid)) as detail
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where p.prosecdef
     and pg_catalog.has_function_privilege('${role}', p.oid, 'EXECUTE')
     and n.nspname = any($1::text[]) and n.nspname not in ${platform}`;

export const DATABASE_LINTS: readonly DatabaseLint[] = [
  {
    id: '0001_unindexed_foreign_keys',
    level: 'INFO',
    // A foreign key whose columns are not the leading columns of a valid index.
    sql: `
      select format('%s.%s foreign key %s has no covering index', n.nspname, c.relname, k.conname) as detail
        from pg_catalog.pg_constraint k
        join pg_catalog.pg_class c on c.oid = k.conrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where k.contype = 'f'
         and n.nspname not in ${platform}
         and ${notFromExtension('c.oid')}
         and not exists (
           select 1 from pg_catalog.pg_index i
            where i.indrelid = k.conrelid and i.indisvalid
              and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(k.conkey)] = k.conkey)`,
  },
  {
    id: '0002_auth_users_exposed',
    level: 'ERROR',
    // A client-readable view over auth.users: materialized, security definer, or invoker without RLS on auth.users.
    sql: `
      select distinct format('%s.%s exposes auth.users', n.nspname, v.relname) as detail
        from pg_catalog.pg_class u
        join pg_catalog.pg_namespace un on un.oid = u.relnamespace and un.nspname = 'auth' and u.relname = 'users'
        join pg_catalog.pg_depend d on d.refobjid = u.oid and d.deptype = 'n'
        join pg_catalog.pg_rewrite r on r.oid = d.objid
        join pg_catalog.pg_class v on v.oid = r.ev_class
        join pg_catalog.pg_namespace n on n.oid = v.relnamespace
       where n.nspname = any($1::text[])
         and ${readableByClients('v.oid')}
         and (v.relkind = 'm'
              or (v.relkind = 'v' and not ${isSecurityInvoker('v.reloptions')})
              or (v.relkind = 'v' and ${isSecurityInvoker('v.reloptions')} and not u.relrowsecurity))`,
  },
  {
    id: '0003_auth_rls_initplan',
    level: 'WARN',
    // auth.<fn>() or current_setting() called per row in a policy instead of once via (select …).
    sql: `
      with policies as (${POLICIES})
      select format('%s.%s policy "%s" re-evaluates auth.<function>() or current_setting() per row',
                    schema_name, table_name, policy_name) as detail
        from policies, unnest(array[qual, with_check]) as e(expression)
       where rls_on and schema_name not in ${platform}
         and exists (
           select 1 from unnest(array['auth.uid()', 'auth.jwt()', 'auth.role()', 'auth.email()']) f(call)
            where e.expression like '%' || f.call || '%'
              and lower(e.expression) not like '%select ' || f.call || '%'
           union all
           select 1 where e.expression like '%current\\_setting(%)%'
                      and lower(e.expression) not like '%select current\\_setting(%)%')
       group by schema_name, table_name, policy_name`,
  },
  {
    id: '0006_multiple_permissive_policies',
    level: 'WARN',
    // More than one permissive policy for the same role and action on one table.
    sql: `
      with policies as (${POLICIES}),
      per_action as (
        select p.schema_name, p.table_name, p.policy_name, r.rolname, a.action
          from policies p
          join pg_catalog.pg_roles r on p.role_oids @> array[r.oid] or p.role_oids = array[0::oid]
          cross join lateral unnest(case p.cmd when 'r' then array['SELECT'] when 'a' then array['INSERT']
                                               when 'w' then array['UPDATE'] when 'd' then array['DELETE']
                                               else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) a(action)
         where p.permissive
           and p.schema_name not in ${platform}
           and (select relkind from pg_catalog.pg_class where oid = p.table_oid) = 'r'
           and ${notFromExtension('p.table_oid')}
           and r.rolname not like 'pg\\_%' and r.rolname not like 'supabase%admin' and not r.rolbypassrls)
      select format('%s.%s has several permissive %s policies for %s: %s', schema_name, table_name,
                    action, rolname, string_agg(policy_name, ', ' order by policy_name)) as detail
        from per_action
       group by schema_name, table_name, rolname, action
      having count(*) > 1`,
  },
  {
    id: '0007_policy_exists_rls_disabled',
    level: 'ERROR',
    sql: `
      with policies as (${POLICIES})
      select format('%s.%s has policies but RLS is off', schema_name, table_name) as detail
        from policies
       where not rls_on and schema_name not in ${platform}
         and (select relkind from pg_catalog.pg_class where oid = table_oid) = 'r'
         and ${notFromExtension('table_oid')}
       group by schema_name, table_name`,
  },
  {
    id: '0009_duplicate_index',
    level: 'WARN',
    // Two indexes whose definitions are the same apart from their names.
    sql: `
      select format('%s.%s has identical indexes %s', i.schemaname, i.tablename,
                    string_agg(i.indexname, ', ' order by i.indexname)) as detail
        from pg_catalog.pg_indexes i
        join pg_catalog.pg_namespace n on n.nspname = i.schemaname
        join pg_catalog.pg_class c on c.relname = i.tablename and c.relnamespace = n.oid
       where c.relkind in ('r', 'm') and i.schemaname not in ${platform}
         and ${notFromExtension('c.oid')}
       group by i.schemaname, i.tablename, replace(i.indexdef, i.indexname, '')
      having count(*) > 1`,
  },
  {
    id: '0010_security_definer_view',
    level: 'ERROR',
    // A client-readable view in an exposed schema that runs as its owner (RLS of the caller ignored).
    sql: `
      select format('%s.%s is a security definer view', n.nspname, c.relname) as detail
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'v'
         and ${readableByClients('c.oid')}
         and n.nspname = any($1::text[]) and n.nspname not in ${platform}
         and ${notFromExtension('c.oid')}
         and not ${isSecurityInvoker('c.reloptions')}`,
  },
  {
    id: '0011_function_search_path_mutable',
    level: 'WARN',
    sql: `
      select format('%s.%s(%s) has no fixed search_path', n.nspname, p.proname,
                    pg_catalog.pg_get_function_identity_arguments(p.oid)) as detail
        from pg_catalog.pg_proc p
        join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname not in ${platform}
         and n.nspname not like 'pg\\_%'
         and ${notFromExtension('p.oid')}
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) s(setting)
                          where s.setting like 'search\\_path=%')`,
  },
  {
    id: '0013_rls_disabled_in_public',
    level: 'ERROR',
    sql: `
      select format('%s.%s is readable through the API without RLS', n.nspname, c.relname) as detail
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and not c.relrowsecurity
         and ${readableByClients('c.oid')}
         and n.nspname = any($1::text[]) and n.nspname not in ${platform}`,
  },
  {
    id: '0014_extension_in_public',
    level: 'WARN',
    sql: `
      select format('extension %s is installed in public', e.extname) as detail
        from pg_catalog.pg_extension e
       where e.extname <> 'plpgsql' and e.extnamespace::regnamespace::text = 'public'`,
  },
  {
    id: '0015_rls_references_user_metadata',
    level: 'ERROR',
    // user_metadata is editable by the user, so it must never decide access.
    sql: `
      with policies as (${POLICIES})
      select format('%s.%s policy "%s" reads user_metadata', schema_name, table_name, policy_name) as detail
        from policies, unnest(array[qual, with_check]) as e(expression)
       where schema_name not in ${platform}
         and (e.expression like '%auth.jwt()%user_metadata%'
              or e.expression like '%current_setting(%request.jwt.claims%)%user_metadata%')
       group by schema_name, table_name, policy_name`,
  },
  {
    id: '0016_materialized_view_in_api',
    level: 'WARN',
    sql: `
      select format('materialized view %s.%s is readable through the API', n.nspname, c.relname) as detail
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'm' and ${readableByClients('c.oid')}
         and n.nspname = any($1::text[]) and n.nspname not in ${platform}
         and ${notFromExtension('c.oid')}`,
  },
  {
    id: '0017_foreign_table_in_api',
    level: 'WARN',
    sql: `
      select format('foreign table %s.%s is readable through the API', n.nspname, c.relname) as detail
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'f' and ${readableByClients('c.oid')}
         and n.nspname = any($1::text[]) and n.nspname not in ${platform}
         and ${notFromExtension('c.oid')}`,
  },
  {
    id: '0018_unsupported_reg_types',
    level: 'WARN',
    // reg* columns hold OIDs that do not survive pg_upgrade.
    sql: `
      select format('%s.%s.%s uses %s', n.nspname, c.relname, a.attname, t.typname) as detail
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on c.oid = a.attrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_type t on t.oid = a.atttypid
        join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace and tn.nspname = 'pg_catalog'
       where t.typname in ('regcollation', 'regconfig', 'regdictionary', 'regnamespace', 'regoper',
                           'regoperator', 'regproc', 'regprocedure')
         and n.nspname not in ('pg_catalog', 'information_schema', 'pgsodium')
         and not a.attisdropped`,
  },
  {
    id: '0019_insecure_queue_exposed_in_api',
    level: 'ERROR',
    sql: `
      select format('queue table %s.%s is readable through pgmq_public without RLS', n.nspname, c.relname) as detail
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and not c.relrowsecurity
         and ${readableByClients('c.oid')}
         and n.nspname = 'pgmq' and c.relname like 'q\\_%'
         and 'pgmq_public' = any($1::text[])`,
  },
  {
    id: '0021_fkey_to_auth_unique',
    level: 'ERROR',
    // A foreign key to a unique (not primary) key of an auth table, which Auth may change.
    sql: `
      select format('%s.%s foreign key %s references a unique key of auth.%s', n.nspname, c.relname,
                    k.conname, r.relname) as detail
        from pg_catalog.pg_constraint k
        join pg_catalog.pg_class c on c.oid = k.conrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_class r on r.oid = k.confrelid
        join pg_catalog.pg_namespace rn on rn.oid = r.relnamespace and rn.nspname = 'auth'
        join pg_catalog.pg_index i on i.indexrelid = k.conindid
       where k.contype = 'f' and i.indisunique and not i.indisprimary`,
  },
  {
    id: '0022_extension_versions_outdated',
    level: 'WARN',
    sql: `
      select format('extension %s is at %s, %s is available', e.name, e.installed_version, e.default_version) as detail
        from pg_catalog.pg_available_extensions e
       where e.installed_version is not null and e.default_version is not null
         and e.installed_version <> e.default_version
         and exists (select 1 from pg_catalog.pg_available_extension_versions v
                      where v.name = e.name and v.installed)`,
  },
  {
    id: '0023_sensitive_columns_exposed',
    level: 'ERROR',
    // Credential- or identity-like column names in a client-readable table without RLS.
    sql: `
      select format('%s.%s has sensitive column %s and no RLS', n.nspname, c.relname, a.attname) as detail
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where c.relkind = 'r' and not c.relrowsecurity
         and ${readableByClients('c.oid')}
         and n.nspname = any($1::text[]) and n.nspname not in ${platform}
         and replace(lower(a.attname), '-', '_') = any(array[
           'password', 'passwd', 'pwd', 'passphrase', 'secret', 'secret_key', 'private_key', 'api_key',
           'apikey', 'auth_key', 'token', 'jwt', 'access_token', 'refresh_token', 'oauth_token',
           'session_token', 'bearer_token', 'auth_code', 'session_id', 'session_key', 'session_secret',
           'recovery_code', 'backup_code', 'verification_code', 'otp', 'two_factor', '2fa_secret',
           '2fa_code', 'ssn', 'social_security', 'social_security_number', 'driver_license',
           'drivers_license', 'license_number', 'passport_number', 'passport_id', 'national_id',
           'tax_id', 'credit_card', 'card_number', 'cvv', 'cvc', 'cvn', 'bank_account',
           'account_number', 'routing_number', 'iban', 'swift_code', 'bic', 'health_record',
           'medical_record', 'patient_id', 'insurance_number', 'health_insurance',
           'medical_insurance', 'treatment', 'mac_address', 'macaddr', 'imei', 'device_uuid',
           'pgp_key', 'gpg_key', 'ssh_key', 'certificate', 'license_key', 'activation_key',
           'facial_recognition'])`,
  },
  {
    id: '0024_rls_policy_always_true',
    level: 'WARN',
    // A permissive anon/authenticated/public write policy whose USING or WITH CHECK lets every row through.
    sql: `
      with policies as (${POLICIES})
      select format('%s.%s policy "%s" allows every row', schema_name, table_name, policy_name) as detail
        from policies
       where rls_on and permissive and schema_name not in ${platform}
         and (select relkind from pg_catalog.pg_class where oid = table_oid) = 'r'
         and (role_oids = array[0::oid]
              or exists (select 1 from unnest(role_oids) r(oid) where r.oid::regrole::text in ('anon', 'authenticated')))
         and ((cmd in ('w', 'd', '*') and (${squeezed('qual')} in ${ALWAYS_TRUE} or qual is null))
              or ${squeezed('with_check')} in ${ALWAYS_TRUE}
              or (with_check is null and cmd = 'a')
              or (with_check is null and cmd in ('w', '*') and ${squeezed('qual')} in ${ALWAYS_TRUE}))`,
  },
  {
    id: '0025_public_bucket_allows_listing',
    level: 'WARN',
    // A public bucket with a broad SELECT policy on storage.objects lets clients list every file.
    sql: `
      select format('public bucket %s can be listed through policy "%s"', b.id, p.policyname) as detail
        from unnest(case when pg_catalog.to_regclass('storage.buckets') is null then array[]::xml[]
                         else xpath('/table/row', pg_catalog.query_to_xml(
                           'select id from storage.buckets where public', false, false, '')) end) x(row)
        cross join lateral (select (xpath('/row/id/text()', x.row))[1]::text as id) b
        join pg_catalog.pg_policies p
          on p.schemaname = 'storage' and p.tablename = 'objects' and p.cmd in ('SELECT', 'ALL')
         and p.permissive = 'PERMISSIVE'
         and p.roles && array['public', 'anon', 'authenticated']::name[]
       where p.qual is null
          or ${squeezed('p.qual')} in ${ALWAYS_TRUE}
          or (regexp_match(p.qual, '^\\s*\\(*\\s*bucket_id\\s*=\\s*(''(?:[^'']|'''')*'')(\\s*::\\s*[[:alnum:]_.]+)?\\s*\\)*\\s*$', 'i'))[1]
             = '''' || replace(b.id, '''', '''''') || ''''`,
  },
  ...(['anon', 'authenticated'] as const).map((role): DatabaseLint => ({
    id: `002${role === 'anon' ? '6' : '7'}_pg_graphql_${role}_table_exposed`,
    level: 'WARN',
    // With pg_graphql installed, every relation the role can SELECT is in its GraphQL schema.
    sql: `
        select format('%s.%s is visible to ${role} through GraphQL', n.nspname, c.relname) as detail
          from pg_catalog.pg_class c
          join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'v', 'm', 'f')
           and exists (select 1 from pg_catalog.pg_extension where extname = 'pg_graphql')
           and exists (select 1 from pg_catalog.pg_attribute a
                        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                          and pg_catalog.has_column_privilege('${role}', c.oid, a.attnum, 'SELECT'))
           and n.nspname not in ${platform}`,
  })),
  {
    id: '0028_anon_security_definer_function_executable',
    level: 'WARN',
    sql: definerExecutableBy('anon'),
  },
  {
    id: '0029_authenticated_security_definer_function_executable',
    level: 'WARN',
    sql: definerExecutableBy('authenticated'),
  },
];

/** The findings of one lint, as text (empty when the database passes it). */
export async function findingsOf(
  db: { query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }> },
  lint: DatabaseLint,
  exposedSchemas: readonly string[],
): Promise<string[]> {
  const params = lint.sql.includes('$1') ? [exposedSchemas] : [];
  const { rows } = await db.query<{ detail: string }>(lint.sql, params);
  return rows.map((row) => row.detail).sort();
}

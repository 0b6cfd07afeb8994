// Reading what changed: the NOTIFY payload the migrations' triggers send, the table's columns,
// and the changed row as one subscriber is allowed to see it (RLS under their claims).
import type { Claims } from '../db/index.ts';
import type { BackendContext, JwtClaims } from '../server/context.ts';

export interface ChangeNotice {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  id: string;
}

export interface Column {
  name: string;
  type: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const TYPES: ReadonlySet<string> = new Set(['INSERT', 'UPDATE', 'DELETE']);
/** Key types an array of text can be cast to as a whole (pg_type names). */
const KEY_TYPES: ReadonlySet<string> = new Set(['uuid', 'int2', 'int4', 'int8', 'text']);

/** The most ids one notice may carry (the triggers send at most 150 per notice). */
const MAX_IDS_PER_NOTICE = 1000;

function isKey(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

/**
 * The changes one NOTIFY payload announces: {schema, table, type, commit_timestamp} with either
 * "ids" (the migrations' per-statement triggers) or a single "id". Undefined when malformed.
 */
export function parseNotices(payload: string): ChangeNotice[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const notice = value as Partial<Record<keyof ChangeNotice | 'ids', unknown>>;
  const ids = Array.isArray(notice.ids) ? notice.ids : isKey(notice.id) ? [notice.id] : undefined;
  if (
    typeof notice.schema !== 'string' ||
    !IDENTIFIER.test(notice.schema) ||
    typeof notice.table !== 'string' ||
    !IDENTIFIER.test(notice.table) ||
    typeof notice.type !== 'string' ||
    !TYPES.has(notice.type) ||
    ids === undefined ||
    ids.length > MAX_IDS_PER_NOTICE ||
    !ids.every(isKey)
  ) {
    return undefined;
  }
  const { schema, table } = notice;
  const type = notice.type as ChangeNotice['type'];
  const commit_timestamp = toUtcTimestamp(notice.commit_timestamp);
  return ids.map((id) => ({ schema, table, type, commit_timestamp, id: String(id) }));
}

/** Realtime's commit_timestamp format: UTC with milliseconds and a Z. */
export function toUtcTimestamp(value: unknown): string {
  const date =
    typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date();
  return (Number.isNaN(date.getTime()) ? new Date() : date).toISOString();
}

/**
 * Run as the subscriber: may they SELECT the table, does RLS leave them unrestricted (RLS off,
 * BYPASSRLS, or owner without FORCE), and the USING expressions of the SELECT policies that apply
 * to their role (a permissive policy without USING grants nothing; a restrictive one limits nothing).
 */
const READ_RULES_SQL = `
  select c.oid::regclass::text as relation,
         pg_catalog.has_table_privilege(c.oid, 'SELECT') as can_select,
         (not c.relrowsecurity
          or r.rolbypassrls
          or (pg_catalog.pg_has_role(c.relowner, 'USAGE') and not c.relforcerowsecurity)) as unrestricted,
         array(select pg_catalog.pg_get_expr(p.polqual, p.polrelid)
                 from pg_catalog.pg_policy p
                where p.polrelid = c.oid and p.polpermissive and p.polqual is not null
                  and p.polcmd in ('r', '*') and (p.polroles = array[0::oid]
                       or exists (select 1 from unnest(p.polroles) role_id
                                   where pg_catalog.pg_has_role(role_id, 'MEMBER')))) as permissive,
         array(select pg_catalog.pg_get_expr(p.polqual, p.polrelid)
                 from pg_catalog.pg_policy p
                where p.polrelid = c.oid and not p.polpermissive and p.polqual is not null
                  and p.polcmd in ('r', '*') and (p.polroles = array[0::oid]
                       or exists (select 1 from unnest(p.polroles) role_id
                                   where pg_catalog.pg_has_role(role_id, 'MEMBER')))) as restrictive
    from pg_catalog.pg_class c
    join pg_catalog.pg_roles r on r.rolname = current_user
   where c.oid = to_regclass(format('%I.%I', $1::text, $2::text))`;

export class ChangeSource {
  private readonly ctx: BackendContext;
  private readonly columns = new Map<string, Promise<Column[]>>();

  constructor(ctx: BackendContext) {
    this.ctx = ctx;
  }

  /** The columns of a table (pg_type names, as Realtime reports them); empty when it does not exist. */
  columnsOf(schema: string, table: string): Promise<Column[]> {
    const key = `${schema}.${table}`;
    let columns = this.columns.get(key);
    if (!columns) {
      columns = this.ctx.db
        .query<Column>(
          `select a.attname::text as name, t.typname::text as type
           from pg_attribute a join pg_type t on t.oid = a.atttypid
           where a.attrelid = to_regclass(format('%I.%I', $1::text, $2::text)) and a.attnum > 0 and not a.attisdropped
           order by a.attnum`,
          [schema, table],
        )
        .then((result) => result.rows);
      columns.catch(() => this.columns.delete(key));
      this.columns.set(key, columns);
    }
    return columns;
  }

  /**
   * Which of these deleted rows these claims could have read. RLS cannot be asked about a row
   * that is gone, so the table's own rules are applied to what is left of each (its key): the
   * role needs SELECT on the table, and the SELECT policies that apply to the role must pass for
   * a row holding only that key. Staff pass "(select private.is_staff())"; a visitor or member
   * passes no policy of a staff-only table, and has no privilege at all on a service-only one.
   * A burst of deletes is decided in one statement per table.
   */
  async readableDeleted(
    claims: JwtClaims,
    schema: string,
    table: string,
    ids: readonly string[],
  ): Promise<Set<string>> {
    const readable = new Set<string>();
    if (ids.length === 0) return readable;
    try {
      return await this.ctx.db.asClaims(claims as Claims, async (tx) => {
        const { rows } = await tx.query<{
          relation: string | null;
          can_select: boolean;
          unrestricted: boolean;
          permissive: string[] | null;
          restrictive: string[] | null;
        }>(READ_RULES_SQL, [schema, table]);
        const rules = rows[0];
        if (!rules?.relation || !rules.can_select) return readable;
        if (rules.unrestricted) return new Set(ids);
        const permissive = rules.permissive ?? [];
        if (permissive.length === 0) return readable;
        const passes = [
          `(${permissive.map((qual) => `(${qual})`).join(' or ')})`,
          ...(rules.restrictive ?? []).map((qual) => `(${qual})`),
        ].join(' and ');
        const alias = `"${table}"`;
        const { rows: visible } = await tx.query<{ id: string }>(
          `select ${alias}.id::text as id from jsonb_populate_recordset(null::${rules.relation}, $1::jsonb) as ${alias} where ${passes}`,
          [JSON.stringify(ids.map((id) => ({ id })))],
        );
        for (const row of visible) readable.add(row.id);
        return readable;
      });
    } catch (error) {
      this.ctx.log(
        'warn',
        `Realtime could not decide who may hear of ${ids.length} deleted ${schema}.${table} rows`,
        error,
      );
      return readable;
    }
  }

  /**
   * The rows with these ids as these claims see them, in one transaction (a burst of changes is
   * read back in one statement, not one per row); rows RLS hides, or that are gone, are absent.
   */
  async rowsAs(
    claims: JwtClaims,
    schema: string,
    table: string,
    ids: readonly string[],
  ): Promise<Map<string, Record<string, unknown>>> {
    const found = new Map<string, Record<string, unknown>>();
    if (ids.length === 0) return found;
    const idType = (await this.columnsOf(schema, table)).find((c) => c.name === 'id')?.type;
    // Compare in the key's own type where it is a plain one, so its index serves the look-up.
    const key = idType && KEY_TYPES.has(idType) ? `$1::text[]::${idType}[]` : '$1::text[]';
    const column = idType && KEY_TYPES.has(idType) ? 't.id' : 't.id::text';
    const sql = `select t.id::text as id, to_jsonb(t) as record from "${schema}"."${table}" t where ${column} = any(${key})`;
    try {
      const { rows } = await this.ctx.db.asClaims(claims as Claims, (tx) =>
        tx.query<{ id: string; record: Record<string, unknown> | string }>(sql, [[...ids]]),
      );
      for (const row of rows) {
        found.set(
          row.id,
          typeof row.record === 'string'
            ? (JSON.parse(row.record) as Record<string, unknown>)
            : row.record,
        );
      }
    } catch (error) {
      if ((error as { code?: unknown }).code !== '42501') {
        this.ctx.log(
          'warn',
          `Realtime could not read ${schema}.${table} (${ids.length} rows)`,
          error,
        );
      }
    }
    return found;
  }
}

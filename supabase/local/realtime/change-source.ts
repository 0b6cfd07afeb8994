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

export function parseNotice(payload: string): ChangeNotice | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const notice = value as Partial<Record<keyof ChangeNotice, unknown>>;
  if (
    typeof notice.schema !== 'string' ||
    !IDENTIFIER.test(notice.schema) ||
    typeof notice.table !== 'string' ||
    !IDENTIFIER.test(notice.table) ||
    typeof notice.type !== 'string' ||
    !TYPES.has(notice.type) ||
    (typeof notice.id !== 'string' && typeof notice.id !== 'number')
  ) {
    return undefined;
  }
  return {
    schema: notice.schema,
    table: notice.table,
    type: notice.type as ChangeNotice['type'],
    commit_timestamp: toUtcTimestamp(notice.commit_timestamp),
    id: String(notice.id),
  };
}

/** Realtime's commit_timestamp format: UTC with milliseconds and a Z. */
export function toUtcTimestamp(value: unknown): string {
  const date =
    typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date();
  return (Number.isNaN(date.getTime()) ? new Date() : date).toISOString();
}

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

  /** The row as these claims see it, or undefined when RLS hides it (or it is gone). */
  async rowAs(
    claims: JwtClaims,
    notice: ChangeNotice,
  ): Promise<Record<string, unknown> | undefined> {
    const sql = `select to_jsonb(t) as record from "${notice.schema}"."${notice.table}" t where t.id::text = $1`;
    try {
      const { rows } = await this.ctx.db.asClaims(claims as Claims, (tx) =>
        tx.query<{ record: Record<string, unknown> | string }>(sql, [notice.id]),
      );
      const record = rows[0]?.record;
      if (record === undefined) return undefined;
      return typeof record === 'string' ? (JSON.parse(record) as Record<string, unknown>) : record;
    } catch (error) {
      // No privilege on the table is simply "cannot see it"; anything else is worth a log line.
      if ((error as { code?: unknown }).code !== '42501') {
        this.ctx.log(
          'warn',
          `Realtime could not read ${notice.schema}.${notice.table} ${notice.id}`,
          error,
        );
      }
      return undefined;
    }
  }

  /**
   * Whether these claims may read any row of the table at all. A deleted row cannot be checked
   * against RLS any more, so its delete event goes only to roles that can see rows of the table:
   * a member subscribed to the mail outbox or the activity trail learns no ids from deletes.
   */
  async canReadAnyRow(claims: JwtClaims, notice: ChangeNotice): Promise<boolean> {
    const table = `"${notice.schema}"."${notice.table}"`;
    try {
      const { rows } = await this.ctx.db.asClaims(claims as Claims, (tx) =>
        tx.query<{ visible: boolean }>(`select exists (select 1 from ${table}) as visible`),
      );
      if (rows[0]?.visible) return true;
      // Nothing visible: because RLS hides every row, or because the table is now empty (the
      // last row was the one deleted). Only in the second case does the table privilege decide.
      const { rows: all } = await this.ctx.db.query<{ empty: boolean; allowed: boolean }>(
        `select not exists (select 1 from ${table}) as empty,
                has_table_privilege($1, $2::regclass, 'SELECT') as allowed`,
        [claims.role, `${notice.schema}.${notice.table}`],
      );
      return Boolean(all[0]?.empty && all[0]?.allowed);
    } catch {
      return false;
    }
  }
}

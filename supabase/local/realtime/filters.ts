// postgres_changes filters ("column=op.value"), as realtime-js passes them through from
// .on('postgres_changes', {filter}). Checked against the row the subscriber is allowed to see.

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface ChangeFilter {
  column: string;
  op: FilterOp;
  /** One value, or the list of an `in` filter. */
  values: string[];
}

const OPS: readonly FilterOp[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'];
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Parses a filter; a string explains what is wrong. */
export function parseFilter(raw: string): ChangeFilter | string {
  const equals = raw.indexOf('=');
  if (equals <= 0) return `filter ${JSON.stringify(raw)} must look like column=op.value`;
  const column = raw.slice(0, equals);
  const rest = raw.slice(equals + 1);
  const dot = rest.indexOf('.');
  const op = (dot === -1 ? rest : rest.slice(0, dot)) as FilterOp;
  if (!COLUMN.test(column)) return `filter column ${JSON.stringify(column)} is not a column name`;
  if (!OPS.includes(op) || dot === -1)
    return `filter operator ${JSON.stringify(op)} is not one of ${OPS.join(', ')}`;
  const value = rest.slice(dot + 1);
  if (op !== 'in') return { column, op, values: [value] };
  const match = /^\((.*)\)$/.exec(value);
  if (!match) return 'an in filter must look like column=in.(a,b,c)';
  const values = (match[1] ?? '').split(',').map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
  if (values.length > 100) return 'an in filter may list at most 100 values';
  return { column, op, values };
}

function asText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}

function compare(left: string, right: string): number {
  const a = Number(left);
  const b = Number(right);
  if (left.trim() !== '' && right.trim() !== '' && Number.isFinite(a) && Number.isFinite(b))
    return a - b;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Whether a row (as to_jsonb gives it) passes the filter. Null never matches, as in SQL. */
export function rowMatches(filter: ChangeFilter, row: Record<string, unknown>): boolean {
  const actual = asText(row[filter.column]);
  if (actual === undefined) return false;
  const [value = ''] = filter.values;
  switch (filter.op) {
    case 'eq':
      return compare(actual, value) === 0;
    case 'neq':
      return compare(actual, value) !== 0;
    case 'lt':
      return compare(actual, value) < 0;
    case 'lte':
      return compare(actual, value) <= 0;
    case 'gt':
      return compare(actual, value) > 0;
    case 'gte':
      return compare(actual, value) >= 0;
    case 'in':
      return filter.values.some((item) => compare(actual, item) === 0);
  }
}

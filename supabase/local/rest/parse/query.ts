// Turns a request's query string into a ParsedQuery: select tree, filters, order and paging for
// the root and for each embedded resource (keys prefixed with the embed path, e.g. author.order).
import { emptyLevel, type Field, type LevelQuery, type ParsedQuery } from '../ast.ts';
import { Cursor } from './cursor.ts';
import { looksLikeFilter, parseFilterValue, parseLogicParam } from './filter.ts';
import { parseNonNegativeInteger, parseOrder } from './order.ts';
import { parseSelect } from './select.ts';

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const LEVEL_KEYS = new Set(['order', 'limit', 'offset', 'and', 'or']);

/** `a.b.col->x`: the embed path (`a.b`) and the field. */
function parseTreePath(key: string): { path: string[]; field: Field } {
  const cursor = new Cursor(key, `tree path (${key})`);
  const names = [cursor.fieldName()];
  while (cursor.accept('.')) names.push(cursor.fieldName());
  const jsonPath = cursor.jsonPath();
  if (!cursor.done) cursor.fail('expecting delimiter (.), "->" or end of input');
  return { path: names.slice(0, -1), field: { name: names.at(-1) as string, jsonPath } };
}

function parseColumnList(name: string, value: string): string[] {
  const cursor = new Cursor(value, `${name} parameter (${value})`);
  const columns: string[] = [];
  for (;;) {
    cursor.skipSpaces();
    columns.push(cursor.fieldName());
    cursor.skipSpaces();
    if (!cursor.accept(',')) break;
  }
  if (!cursor.done) cursor.fail('expecting "," or end of input');
  return columns;
}

export interface ParseOptions {
  /** GET/HEAD on /rpc: parameters without an operator are the function's arguments. */
  rpcRead?: boolean;
}

export function parseQuery(params: URLSearchParams, options: ParseOptions = {}): ParsedQuery {
  const root = emptyLevel();
  const embeds = new Map<string, LevelQuery>();
  const levelFor = (path: string[]): LevelQuery => {
    if (path.length === 0) return root;
    const key = path.join('.');
    let level = embeds.get(key);
    if (!level) {
      level = emptyLevel();
      embeds.set(key, level);
    }
    return level;
  };
  const query: ParsedQuery = {
    select: parseSelect(params.get('select')),
    root,
    embeds,
    rpcArgs: [],
  };

  for (const [key, value] of params) {
    if (key === 'select') continue;
    if (key === 'columns') {
      query.columns = parseColumnList('columns', value);
      continue;
    }
    if (key === 'on_conflict') {
      query.onConflict = parseColumnList('on_conflict', value);
      continue;
    }
    if (RESERVED.has(key)) continue;
    const segments = key.split('.');
    const last = segments.at(-1) as string;
    if (LEVEL_KEYS.has(last)) {
      const negated = segments.includes('not') && (last === 'and' || last === 'or');
      const path = segments.slice(0, -1).filter((segment) => !(negated && segment === 'not'));
      const level = levelFor(path);
      if (last === 'order') level.order.push(...parseOrder(value));
      else if (last === 'limit') level.limit = parseNonNegativeInteger('limit', value);
      else if (last === 'offset') level.offset = parseNonNegativeInteger('offset', value);
      else {
        level.filters.push(
          parseLogicParam(negated ? `not.${last}` : (last as 'and' | 'or'), value),
        );
      }
      continue;
    }
    if (options.rpcRead && !looksLikeFilter(value)) {
      query.rpcArgs.push([key, value]);
      continue;
    }
    const { path, field } = parseTreePath(key);
    levelFor(path).filters.push(parseFilterValue(field, value));
  }
  return query;
}

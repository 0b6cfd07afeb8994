// Turns a request's query string into a ParsedQuery: select tree, filters, order and paging for
// the root and for each embedded resource (keys prefixed with the embed path, e.g. author.order).
import { emptyLevel, type LevelQuery, type ParsedQuery, type SelectItem } from '../ast.ts';
import { badQuery } from '../errors.ts';
import { parseLogicParam, parseOperation } from './filter.ts';
import { parseNonNegativeInteger, parseOrder } from './order.ts';
import { parseSelect } from './select.ts';
import { splitTopLevel, unquote } from './split.ts';

const LOGIC_KEYS = ['or', 'and', 'not.or', 'not.and'] as const;
type LogicKey = (typeof LOGIC_KEYS)[number];

/** Every embed path that the select tree defines (alias, else relation name). */
function embedPaths(items: SelectItem[], prefix = '', out = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.kind !== 'embed') continue;
    const path = prefix + (item.alias ?? item.relation);
    out.add(path);
    embedPaths(item.select, `${path}.`, out);
  }
  return out;
}

/** Splits a key into an embed path and its last part, using the longest known path prefix. */
function splitKey(key: string, paths: Set<string>): { path: string; name: string } {
  for (const logicKey of LOGIC_KEYS) {
    if (key.endsWith(`.${logicKey}`)) {
      const path = key.slice(0, -logicKey.length - 1);
      if (paths.has(path)) return { path, name: logicKey };
    }
  }
  const dot = key.lastIndexOf('.');
  if (dot > 0 && paths.has(key.slice(0, dot)))
    return { path: key.slice(0, dot), name: key.slice(dot + 1) };
  return { path: '', name: key };
}

function parseColumnList(name: string, value: string): string[] {
  const columns = splitTopLevel(value).map((column) => unquote(column.trim()));
  if (columns.some((column) => column === '')) {
    throw badQuery(
      `"failed to parse ${name} (${value})"`,
      `${name} must be a comma-separated list of columns`,
    );
  }
  return columns;
}

export interface ParseOptions {
  /** Keys that are not filters here (rpc GET arguments are handled by the caller). */
  ignore?: ReadonlySet<string>;
}

export function parseQuery(params: URLSearchParams, options: ParseOptions = {}): ParsedQuery {
  const select = parseSelect(params.get('select'));
  const paths = embedPaths(select);
  const root = emptyLevel();
  const embeds = new Map<string, LevelQuery>();
  const levelFor = (path: string): LevelQuery => {
    if (path === '') return root;
    let level = embeds.get(path);
    if (!level) {
      level = emptyLevel();
      embeds.set(path, level);
    }
    return level;
  };
  const query: ParsedQuery = { select, root, embeds };

  for (const [key, value] of params) {
    if (key === 'select' || options.ignore?.has(key)) continue;
    if (key === 'columns') {
      query.columns = parseColumnList('columns', value);
      continue;
    }
    if (key === 'on_conflict') {
      query.onConflict = parseColumnList('on_conflict', value);
      continue;
    }
    const { path, name } = splitKey(key, paths);
    const level = levelFor(path);
    if (name === 'order') level.order.push(...parseOrder(value));
    else if (name === 'limit') level.limit = parseNonNegativeInteger('limit', value);
    else if (name === 'offset') level.offset = parseNonNegativeInteger('offset', value);
    else if ((LOGIC_KEYS as readonly string[]).includes(name))
      level.filters.push(parseLogicParam(name as LogicKey, value));
    else level.filters.push(parseOperation(name, value, false));
  }
  return query;
}

// Parses PostgREST filters: `col=[not.]op.value` and logic trees `or=(a.eq.1,and(b.gt.2,c.is.null))`.
import { FILTER_OPS, type Condition, type FilterNode, type FilterOp, type Logic } from '../ast.ts';
import { badQuery, unsupported } from '../errors.ts';
import { isBalanced, splitTopLevel, unquote } from './split.ts';

const KNOWN_UNSUPPORTED = new Set([
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'match',
  'imatch',
  'isdistinct',
]);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

function isFilterOp(op: string): op is FilterOp {
  return (FILTER_OPS as readonly string[]).includes(op);
}

function parseList(raw: string, context: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw badQuery(
      `"failed to parse filter (${context})"`,
      'An in list must be wrapped in parentheses: in.(a,b)',
    );
  }
  const inside = raw.slice(1, -1);
  if (inside === '') return [];
  return splitTopLevel(inside).map((item) => unquote(item));
}

/**
 * Parses the `[not.]op.value` part of a filter. In logic trees values may be "double quoted"
 * to carry commas or parentheses; top-level values are taken literally, as PostgREST does.
 */
export function parseOperation(column: string, text: string, inTree: boolean): Condition {
  const context = `${column}=${text}`;
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const opText = dot < 0 ? rest : rest.slice(0, dot);
  const rawValue = dot < 0 ? undefined : rest.slice(dot + 1);
  const op = opText.replace(/\(.*\)$/, '');
  // eq(any), like(all): a modifier on an operator PostgREST has; anything else is not an operator.
  if (op !== opText && (isFilterOp(op) || KNOWN_UNSUPPORTED.has(op)))
    throw unsupported(`The operator modifier in "${opText}"`);
  if (op !== opText || !isFilterOp(op)) {
    if (KNOWN_UNSUPPORTED.has(op)) throw unsupported(`The filter operator "${op}"`);
    throw badQuery(`"failed to parse filter (${context})"`, `Unknown operator "${op}"`);
  }
  if (rawValue === undefined) {
    throw badQuery(`"failed to parse filter (${context})"`, `Expected ${op}.<value>`);
  }
  let value: string | string[];
  if (op === 'in') value = parseList(rawValue, context);
  else if (op === 'is') {
    value = rawValue.toLowerCase();
    if (!IS_VALUES.has(value)) {
      throw badQuery(
        `"failed to parse filter (${context})"`,
        'is accepts null, not_null, true, false or unknown',
      );
    }
  } else value = inTree ? unquote(rawValue) : rawValue;
  if ((op === 'like' || op === 'ilike') && typeof value === 'string')
    value = value.replaceAll('*', '%');
  return { kind: 'condition', column, op, negated, value };
}

function parseTreeItem(text: string, whole: string): FilterNode {
  const logic = /^(not\.)?(and|or)\((.*)\)$/s.exec(text);
  if (logic) {
    return parseLogicBody(logic[2] as 'and' | 'or', Boolean(logic[1]), `(${logic[3]})`, whole);
  }
  const dot = text.indexOf('.');
  if (dot <= 0)
    throw badQuery(
      `"failed to parse logic tree (${whole})"`,
      `Expected column.operator.value in "${text}"`,
    );
  return parseOperation(unquote(text.slice(0, dot)), text.slice(dot + 1), true);
}

function parseLogicBody(op: 'and' | 'or', negated: boolean, body: string, whole: string): Logic {
  if (!body.startsWith('(') || !body.endsWith(')') || !isBalanced(body)) {
    throw badQuery(
      `"failed to parse logic tree (${whole})"`,
      'Expected a parenthesised list, e.g. or=(a.eq.1,b.is.null)',
    );
  }
  const inside = body.slice(1, -1);
  if (inside.trim() === '')
    throw badQuery(`"failed to parse logic tree (${whole})"`, 'Empty logic tree');
  return {
    kind: 'logic',
    op,
    negated,
    children: splitTopLevel(inside).map((item) => parseTreeItem(item.trim(), whole)),
  };
}

/** Parses a logic-tree parameter whose key (without embed path) is `or`, `and`, `not.or` or `not.and`. */
export function parseLogicParam(key: 'or' | 'and' | 'not.or' | 'not.and', value: string): Logic {
  const negated = key.startsWith('not.');
  const op = negated ? (key.slice(4) as 'and' | 'or') : (key as 'and' | 'or');
  return parseLogicBody(op, negated, value, `${key}=${value}`);
}

// Parses PostgREST filters, `col=[not.]op[(modifier)].value`, and logic trees
// `or=(a.eq.1,and(b.gt.2,c.is.null))`, with PostgREST's operators and value rules.
import {
  FTS_OPS,
  IS_VALUES,
  QUANTIFIABLE_OPS,
  SIMPLE_OPS,
  type Condition,
  type Field,
  type FilterNode,
  type IsValue,
  type Logic,
  type Operation,
} from '../ast.ts';
import { Cursor } from './cursor.ts';

const OPERATOR_HINT = 'expecting "not" or operator (eq, gt, ...)';

/** `(a,"b,c",d)`: PostgREST's list value. An empty list `()` is one empty element. */
function parseList(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  cursor.skipSpaces();
  const values: string[] = [];
  for (;;) {
    const start = cursor.pos;
    const quoted = cursor.quoted();
    if (quoted !== undefined && (cursor.peek() === ',' || cursor.peek() === ')')) {
      values.push(quoted);
    } else {
      cursor.pos = start;
      while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
      values.push(cursor.text.slice(start, cursor.pos));
    }
    if (!cursor.accept(',')) break;
  }
  cursor.skipSpaces();
  cursor.expect(')');
  cursor.skipSpaces();
  if (!cursor.done) cursor.fail('expecting end of input');
  return values.length === 1 && values[0] === '' ? [] : values;
}

/** The operator and its value; `readValue` reads the rest (whole value, or a tree item's value). */
function parseOperation(cursor: Cursor, readValue: (cursor: Cursor) => string): Operation {
  const dotValue = () => {
    cursor.expect('.', 'delimiter (.)');
    return readValue(cursor);
  };
  if (cursor.accept('in.')) {
    return { op: 'in', values: parseList(new Cursor(readValue(cursor), cursor.context)) };
  }
  if (cursor.accept('is.')) {
    const raw = readValue(cursor).toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(raw)) {
      cursor.pos -= raw.length;
      cursor.fail('expecting isVal: (null, not_null, true, false, unknown)');
    }
    return { op: 'is', value: raw as IsValue };
  }
  if (cursor.accept('isdistinct.')) return { op: 'isdistinct', value: readValue(cursor) };
  for (const op of FTS_OPS) {
    if (cursor.startsWith(`${op}.`) || cursor.startsWith(`${op}(`)) {
      cursor.pos += op.length;
      let language: string | undefined;
      if (cursor.accept('(')) {
        language = cursor.typeName();
        cursor.expect(')');
      }
      const value = dotValue();
      return language === undefined ? { op, value } : { op, language, value };
    }
  }
  for (const op of SIMPLE_OPS) {
    if (cursor.startsWith(`${op}.`)) {
      cursor.pos += op.length;
      return { op, value: dotValue() };
    }
  }
  // Longest names first so `gte` is not read as `gt`.
  for (const op of [...QUANTIFIABLE_OPS].sort((a, b) => b.length - a.length)) {
    if (cursor.startsWith(`${op}.`) || cursor.startsWith(`${op}(`)) {
      cursor.pos += op.length;
      let quantifier: 'any' | 'all' | undefined;
      if (cursor.accept('(any)')) quantifier = 'any';
      else if (cursor.accept('(all)')) quantifier = 'all';
      const value = dotValue();
      return quantifier ? { op, quantifier, value } : { op, value };
    }
  }
  cursor.fail(OPERATOR_HINT);
}

function parseOpExpr(
  cursor: Cursor,
  field: Field,
  readValue: (cursor: Cursor) => string,
): Condition {
  const negated = cursor.accept('not.');
  return { kind: 'condition', field, negated, operation: parseOperation(cursor, readValue) };
}

/** True when the value starts with an operator, i.e. the parameter is a filter. */
export function looksLikeFilter(value: string): boolean {
  try {
    parseFilterValue({ name: 'x', jsonPath: [] }, value);
    return true;
  } catch {
    return false;
  }
}

/** A top-level filter: the value after the operator is taken literally. */
export function parseFilterValue(field: Field, value: string): Condition {
  const cursor = new Cursor(value, `filter (${value})`);
  return parseOpExpr(cursor, field, (c) => c.rest());
}

/** A value inside a logic tree: `"quoted"`, a `{pg,array}`, or text up to `,` or `)`. */
function treeValue(cursor: Cursor): string {
  const start = cursor.pos;
  const quoted = cursor.quoted();
  if (quoted !== undefined && (cursor.done || cursor.peek() === ',' || cursor.peek() === ')')) {
    return quoted;
  }
  cursor.pos = start;
  if (cursor.peek() === '{') {
    const close = cursor.text.indexOf('}', cursor.pos);
    if (close > 0) {
      cursor.pos = close + 1;
      return cursor.text.slice(start, cursor.pos);
    }
  }
  // `in.(a,b)` keeps its parentheses; other values stop at `,` or `)`.
  if (cursor.peek() === '(') {
    let depth = 0;
    let quotedSpan = false;
    while (!cursor.done) {
      const char = cursor.peek();
      if (quotedSpan) {
        if (char === '\\') cursor.pos += 1;
        else if (char === '"') quotedSpan = false;
      } else if (char === '"') quotedSpan = true;
      else if (char === '(') depth += 1;
      else if (char === ')') {
        depth -= 1;
        if (depth === 0) {
          cursor.pos += 1;
          break;
        }
      }
      cursor.pos += 1;
    }
    return cursor.text.slice(start, cursor.pos);
  }
  while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
  return cursor.text.slice(start, cursor.pos);
}

function parseTree(cursor: Cursor): FilterNode {
  cursor.skipSpaces();
  const start = cursor.pos;
  const negated = cursor.accept('not.');
  for (const op of ['and', 'or'] as const) {
    if (cursor.accept(`${op}(`)) {
      const children: FilterNode[] = [];
      for (;;) {
        children.push(parseTree(cursor));
        cursor.skipSpaces();
        if (!cursor.accept(',')) break;
      }
      cursor.skipSpaces();
      cursor.expect(')');
      return { kind: 'logic', op, negated, children } satisfies Logic;
    }
  }
  cursor.pos = start;
  const field = cursor.field();
  cursor.expect('.', 'delimiter (.)');
  return parseOpExpr(cursor, field, treeValue);
}

/** A logic-tree parameter whose key (without embed path) is `or`, `and`, `not.or` or `not.and`. */
export function parseLogicParam(key: 'or' | 'and' | 'not.or' | 'not.and', value: string): Logic {
  const text = `${key}${value}`;
  const cursor = new Cursor(text, `logic tree (${value})`);
  const tree = parseTree(cursor);
  if (!cursor.done) cursor.fail('expecting "," or end of input');
  if (tree.kind !== 'logic') return cursor.fail('expecting logic operator (and, or)');
  return tree;
}

// Parses PostgREST's `select=` parameter with its own grammar: columns with JSON paths, aliases
// and casts, aggregates (`count()`, `col.sum()::int`), and embedded resources
// `alias:relation!hint!inner(...)` and spreads `...relation(...)`.
import {
  AGGREGATES,
  type Aggregate,
  type EmbedItem,
  type FieldItem,
  type SelectItem,
} from '../ast.ts';
import { Cursor } from './cursor.ts';

function parseEmbedParams(cursor: Cursor): { hint?: string; inner: boolean } {
  let hint: string | undefined;
  let inner = false;
  for (let i = 0; i < 2 && cursor.accept('!'); i += 1) {
    if (cursor.accept('left')) inner = false;
    else if (cursor.accept('inner')) inner = true;
    else hint = cursor.fieldName();
  }
  return hint === undefined ? { inner } : { hint, inner };
}

/** `alias:` before a name (a `::` cast is not an alias separator); restores the cursor if absent. */
function parseAlias(cursor: Cursor): string | undefined {
  const start = cursor.pos;
  try {
    const alias = cursor.fieldName();
    if (cursor.startsWith(':') && !cursor.startsWith('::')) {
      cursor.pos += 1;
      return alias;
    }
  } catch {
    // not a name: no alias
  }
  cursor.pos = start;
  return undefined;
}

function atItemEnd(cursor: Cursor): boolean {
  return cursor.done || cursor.peek() === ',' || cursor.peek() === ')';
}

function parseAggregate(cursor: Cursor): Aggregate | undefined {
  for (const name of AGGREGATES) {
    if (cursor.startsWith(`.${name}()`)) {
      cursor.pos += name.length + 3;
      return name;
    }
  }
  return undefined;
}

/** A relation (or spread) head followed by `(`; restores the cursor and returns undefined otherwise. */
function tryEmbedHead(cursor: Cursor): Omit<EmbedItem, 'select'> | undefined {
  const start = cursor.pos;
  try {
    if (cursor.accept('...')) {
      const relation = cursor.fieldName();
      const params = parseEmbedParams(cursor);
      if (cursor.peek() === '(') return { kind: 'embed', relation, spread: true, ...params };
    } else {
      const alias = parseAlias(cursor);
      const relation = cursor.fieldName();
      // `count(` is the count() aggregate, never a relation (as in PostgREST).
      if (relation !== 'count') {
        const params = parseEmbedParams(cursor);
        if (cursor.peek() === '(') {
          return {
            kind: 'embed',
            relation,
            spread: false,
            ...params,
            ...(alias === undefined ? {} : { alias }),
          };
        }
      }
    }
  } catch {
    // not an embed
  }
  cursor.pos = start;
  return undefined;
}

function parseField(cursor: Cursor): FieldItem {
  if (cursor.accept('*')) {
    if (!atItemEnd(cursor)) cursor.fail('expecting ")", "," or end of input');
    return { kind: 'field', field: { name: '*', jsonPath: [] } };
  }
  const alias = parseAlias(cursor);
  const item: FieldItem = { kind: 'field', field: { name: '*', jsonPath: [] } };
  if (alias !== undefined) item.alias = alias;
  if (cursor.accept('count()')) {
    item.aggregate = 'count';
  } else {
    item.field = cursor.field();
    if (cursor.accept('::')) item.cast = cursor.typeName();
    const aggregate = parseAggregate(cursor);
    if (aggregate) item.aggregate = aggregate;
  }
  if (cursor.accept('::')) {
    if (!item.aggregate) cursor.fail('expecting "." or an aggregate');
    item.aggregateCast = cursor.typeName();
  }
  if (!atItemEnd(cursor)) {
    cursor.fail('expecting "->>", "->", "::", ".", ")", "," or end of input');
  }
  return item;
}

function parseForest(cursor: Cursor, depth: number): SelectItem[] {
  const items: SelectItem[] = [];
  cursor.skipSpaces();
  if (cursor.done || cursor.peek() === ')') return items;
  for (;;) {
    cursor.skipSpaces();
    const head = tryEmbedHead(cursor);
    if (head) {
      cursor.expect('(');
      const select = parseForest(cursor, depth + 1);
      cursor.expect(')');
      items.push({ ...head, select });
    } else {
      items.push(parseField(cursor));
    }
    cursor.skipSpaces();
    if (!cursor.accept(',')) break;
  }
  if (depth === 0 && !cursor.done) cursor.fail('expecting "," or end of input');
  return items;
}

/** `select` absent or empty means `*`. */
export function parseSelect(value: string | null): SelectItem[] {
  if (value === null || value.trim() === '')
    return [{ kind: 'field', field: { name: '*', jsonPath: [] } }];
  const cursor = new Cursor(value, `select parameter (${value})`);
  return parseForest(cursor, 0);
}

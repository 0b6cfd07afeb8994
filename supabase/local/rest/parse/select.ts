// Parses PostgREST's `select=` parameter: columns, `alias:column`, `column::cast`, and
// resource embedding `alias:relation!hint!inner(...)`.
import type { SelectItem } from '../ast.ts';
import { aggregatesDisabled, badQuery, unsupported } from '../errors.ts';
import { isBalanced, splitTopLevel, unquote } from './split.ts';

/** Casts a select item may request; the cast is spliced into SQL, so only these pass. */
export const ALLOWED_CASTS: ReadonlySet<string> = new Set([
  'text',
  'varchar',
  'int',
  'int4',
  'integer',
  'int8',
  'bigint',
  'numeric',
  'float8',
  'double precision',
  'boolean',
  'bool',
  'date',
  'timestamptz',
  'timestamp',
  'json',
  'jsonb',
  'uuid',
]);

/** Splits `alias:rest` at the first single colon (a `::` cast is not an alias separator). */
function splitAlias(text: string): { alias?: string; rest: string } {
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '"') {
      const close = text.indexOf('"', i + 1);
      if (close < 0) break;
      i = close;
      continue;
    }
    if (text[i] === ':') {
      if (text[i + 1] === ':') return { rest: text };
      return { alias: unquote(text.slice(0, i)), rest: text.slice(i + 1) };
    }
  }
  return { rest: text };
}

function parseName(raw: string, whole: string): string {
  const name = unquote(raw.trim());
  if (name === '')
    throw badQuery(`"failed to parse select parameter (${whole})"`, `Empty name in "${whole}"`);
  if (!raw.startsWith('"') && /->|\(|\)|,/.test(name)) {
    if (name.includes('->')) throw unsupported('JSON path selection (->, ->>)');
    throw badQuery(
      `failed to parse select parameter (${whole})`,
      `Unexpected characters in "${name}"`,
    );
  }
  return name;
}

/** `count()`, `col.sum()`, `alias:col.avg()::int`: an aggregate, with or without a column. */
const AGGREGATE = /^(?:[^:()]+:(?!:))?(?:[^.()]+\.)?(count|sum|avg|min|max)\(\)(?:::\w+)?$/i;

function parseItem(raw: string, whole: string): SelectItem {
  const text = raw.trim();
  if (text === '*') return { kind: 'star' };
  if (AGGREGATE.test(text)) throw aggregatesDisabled();
  if (text.startsWith('...')) throw unsupported('Spread embedding (...relation)');
  const open = text.indexOf('(');
  if (open >= 0) {
    if (!text.endsWith(')')) {
      throw badQuery(
        `failed to parse select parameter (${whole})`,
        `Unbalanced parentheses in "${text}"`,
      );
    }
    const { alias, rest: head } = splitAlias(text.slice(0, open));
    const [relationRaw = '', ...modifiers] = head.split('!');
    const relation = parseName(relationRaw, whole);
    if (relation.includes('.')) {
      throw badQuery(
        `failed to parse select parameter (${whole})`,
        `Unexpected "." in "${relation}"`,
      );
    }
    let hint: string | undefined;
    let inner = false;
    for (const modifier of modifiers) {
      if (modifier === 'inner') inner = true;
      else if (modifier === 'left') inner = false;
      else if (modifier !== '' && hint === undefined) hint = unquote(modifier);
      else
        throw badQuery(`failed to parse select parameter (${whole})`, `Unexpected "!${modifier}"`);
    }
    const inside = text.slice(open + 1, -1);
    // `relation(count)`: the related rows' count, an aggregate in PostgREST 12.
    if (inside.trim().toLowerCase() === 'count') throw aggregatesDisabled();
    const item: SelectItem = {
      kind: 'embed',
      relation,
      inner,
      select: inside.trim() === '' ? [] : parseSelectList(inside, whole),
    };
    if (alias !== undefined) item.alias = alias;
    if (hint !== undefined) item.hint = hint;
    return item;
  }
  const { alias, rest } = splitAlias(text);
  const castAt = rest.indexOf('::');
  const name = parseName(castAt >= 0 ? rest.slice(0, castAt) : rest, whole);
  const item: SelectItem = { kind: 'column', name };
  if (alias !== undefined) item.alias = parseName(alias, whole);
  if (castAt >= 0) {
    const cast = rest
      .slice(castAt + 2)
      .trim()
      .toLowerCase();
    if (!ALLOWED_CASTS.has(cast)) {
      throw badQuery(`failed to parse select parameter (${whole})`, `Unsupported cast "::${cast}"`);
    }
    item.cast = cast;
  }
  return item;
}

function parseSelectList(text: string, whole: string): SelectItem[] {
  return splitTopLevel(text).map((part) => {
    if (part.trim() === '') {
      throw badQuery(
        `failed to parse select parameter (${whole})`,
        'Empty item in the select list',
      );
    }
    return parseItem(part, whole);
  });
}

/** `select` absent or empty means `*`. */
export function parseSelect(value: string | null): SelectItem[] {
  if (value === null || value.trim() === '') return [{ kind: 'star' }];
  if (!isBalanced(value)) {
    throw badQuery(
      `failed to parse select parameter (${value})`,
      'Unbalanced parentheses or quotes',
    );
  }
  return parseSelectList(value, value);
}

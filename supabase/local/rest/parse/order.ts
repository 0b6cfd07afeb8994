// Parses `order=col.desc.nullslast,data->key,rel(col).asc` and the integers of limit and offset.
import type { OrderTerm } from '../ast.ts';
import { badQuery } from '../errors.ts';
import { Cursor } from './cursor.ts';

function parseModifiers(cursor: Cursor, term: OrderTerm): void {
  if (cursor.accept('.asc')) term.direction = 'asc';
  else if (cursor.accept('.desc')) term.direction = 'desc';
  if (cursor.accept('.nullsfirst')) term.nulls = 'first';
  else if (cursor.accept('.nullslast')) term.nulls = 'last';
  if (!cursor.done && cursor.peek() !== ',') {
    cursor.fail(
      cursor.peek() === '.'
        ? 'expecting "asc", "desc", "nullsfirst" or "nullslast"'
        : 'expecting delimiter (.), "," or end of input',
    );
  }
}

function parseTerm(cursor: Cursor): OrderTerm {
  cursor.skipSpaces();
  const start = cursor.pos;
  try {
    const relation = cursor.fieldName();
    if (cursor.accept('(')) {
      const term: OrderTerm = { relation, field: cursor.field() };
      cursor.expect(')');
      parseModifiers(cursor, term);
      return term;
    }
  } catch {
    // a plain column term
  }
  cursor.pos = start;
  const term: OrderTerm = { field: cursor.field() };
  parseModifiers(cursor, term);
  return term;
}

export function parseOrder(value: string): OrderTerm[] {
  const cursor = new Cursor(value, `order (${value})`);
  const terms: OrderTerm[] = [];
  for (;;) {
    terms.push(parseTerm(cursor));
    cursor.skipSpaces();
    if (!cursor.accept(',')) break;
  }
  if (!cursor.done) cursor.fail('expecting "," or end of input');
  return terms;
}

export function parseNonNegativeInteger(name: string, value: string): number {
  if (!/^\d+$/.test(value)) {
    throw badQuery(
      `"failed to parse ${name} (${value})"`,
      `${name} must be a non-negative integer`,
    );
  }
  const number = Number(value);
  if (!Number.isSafeInteger(number))
    throw badQuery(`"failed to parse ${name} (${value})"`, `${name} is too large`);
  return number;
}

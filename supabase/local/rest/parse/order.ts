// Parses `order=col.desc.nullslast,other` and the non-negative integers of limit and offset.
import type { OrderTerm } from '../ast.ts';
import { badQuery } from '../errors.ts';
import { splitTopLevel, unquote } from './split.ts';

export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value).map((termText) => {
    const parts = termText.trim().split('.');
    const column = unquote(parts[0] ?? '');
    if (column === '')
      throw badQuery(`"failed to parse order (${value})"`, 'Empty column in order');
    const term: OrderTerm = { column, direction: 'asc' };
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc' || modifier === 'desc') term.direction = modifier;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else {
        throw badQuery(
          `"failed to parse order (${value})"`,
          `Unknown order modifier "${modifier}"; use asc, desc, nullsfirst or nullslast`,
        );
      }
    }
    return term;
  });
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

// Finds the foreign key behind an embed (`author:profiles(...)`), PostgREST style: many-to-one
// when the parent holds the key, one-to-many when the embedded relation does.
import { pgrstError } from '../errors.ts';
import type { ForeignKey, SchemaCache } from '../schema-cache.ts';

export interface Relationship {
  /** to-one: the embed is an object or null; to-many: an array. */
  cardinality: 'to-one' | 'to-many';
  /** Pairs of (parent column, embedded column) that must be equal. */
  pairs: { parent: string; child: string }[];
  constraint: string;
}

function matchesHint(fk: ForeignKey, hint: string): boolean {
  if (fk.constraint === hint) return true;
  return (
    (fk.columns.length === 1 && fk.columns[0] === hint) ||
    (fk.refColumns.length === 1 && fk.refColumns[0] === hint)
  );
}

export function findRelationship(
  cache: SchemaCache,
  parent: string,
  target: string,
  hint?: string,
): Relationship {
  const candidates: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    if (hint !== undefined && !matchesHint(fk, hint)) continue;
    if (fk.table === parent && fk.refTable === target) {
      candidates.push({
        cardinality: 'to-one',
        constraint: fk.constraint,
        pairs: fk.columns.map((column, index) => ({
          parent: column,
          child: fk.refColumns[index] as string,
        })),
      });
    }
    if (fk.refTable === parent && fk.table === target) {
      candidates.push({
        cardinality: 'to-many',
        constraint: fk.constraint,
        pairs: fk.refColumns.map((column, index) => ({
          parent: column,
          child: fk.columns[index] as string,
        })),
      });
    }
  }
  if (candidates.length === 0) {
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
    );
  }
  if (candidates.length > 1) {
    const options = candidates.map((candidate) => `'${target}!${candidate.constraint}'`).join(', ');
    throw pgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${target}'`,
      candidates
        .map((candidate) => `${candidate.cardinality} using ${candidate.constraint}`)
        .join('; '),
      `Try changing '${target}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
    );
  }
  return candidates[0] as Relationship;
}

// Relationships between relations, derived as PostgREST derives them from the catalogue:
// many-to-one and one-to-one from foreign keys (one-to-one when the key columns are unique),
// their inverses, the same through views that pass the key columns through, many-to-many through
// a junction table whose primary key holds both foreign keys, and computed relationships
// (functions taking a row of one relation and returning rows of another). findRelationship picks
// the one an embed names, with PostgREST's rules for hints and its PGRST200/PGRST201 errors.
import { pgrstError } from './errors.ts';
import type { FunctionInfo, RelationInfo } from './schema-cache.ts';

/** Column pairs: (origin column, target column). */
type ColumnPairs = [string, string][];

export interface FkRelationship {
  kind: 'fk';
  origin: string;
  target: string;
  constraint: string;
  cardinality: 'm2o' | 'o2m' | 'o2o';
  columns: ColumnPairs;
  /** One-to-one: true on the referenced side (the inverse of the key's owner). */
  isParent: boolean;
  targetIsView: boolean;
  isSelf: boolean;
}

export interface M2MRelationship {
  kind: 'm2m';
  origin: string;
  target: string;
  junction: string;
  originConstraint: string;
  targetConstraint: string;
  /** (origin column, junction column). */
  originColumns: ColumnPairs;
  /** (junction column, target column). */
  targetColumns: ColumnPairs;
  targetIsView: boolean;
  isSelf: boolean;
}

export interface ComputedRelationship {
  kind: 'computed';
  origin: string;
  target: string;
  function: string;
  toOne: boolean;
  isSelf: boolean;
}

export type Relationship = FkRelationship | M2MRelationship | ComputedRelationship;

export function isToOne(relationship: Relationship): boolean {
  if (relationship.kind === 'computed') return relationship.toOne;
  return relationship.kind === 'fk' && relationship.cardinality !== 'o2m';
}

export interface ForeignKeyRow {
  table_name: string;
  foreign_table_name: string;
  constraint_name: string;
  cols_and_fcols: [string, string][];
  one_to_one: boolean;
}

export interface ViewKeyDependencyRow {
  table_name: string;
  view_name: string;
  constraint_name: string;
  /** p (primary key), f (foreign key columns) or f_ref (the columns a foreign key references). */
  constraint_type: string;
  /** (table column, the view columns it appears as). */
  column_dependencies: [string, string[]][];
}

/** Every way of choosing one view column per key column. */
function expandViewColumns(deps: [string, string[]][]): string[][] {
  return deps.reduce<string[][]>(
    (choices, [, viewColumns]) =>
      choices.flatMap((choice) => viewColumns.map((column) => [...choice, column])),
    [[]],
  );
}

function viewRelationships(
  base: FkRelationship[],
  keyDeps: ViewKeyDependencyRow[],
  isView: (name: string) => boolean,
): FkRelationship[] {
  const depsFor = (table: string, constraint: string, type: string) =>
    keyDeps.filter(
      (dep) =>
        dep.table_name === table &&
        dep.constraint_name === constraint &&
        dep.constraint_type === type,
    );
  const out: FkRelationship[] = [];
  const make = (origin: string, target: string, rel: FkRelationship, columns: ColumnPairs) => {
    out.push({
      ...rel,
      origin,
      target,
      columns,
      targetIsView: isView(target),
      isSelf: origin === target,
    });
  };
  for (const rel of base) {
    const viewsOfOrigin = depsFor(rel.origin, rel.constraint, 'f');
    const viewsOfTarget = depsFor(rel.target, rel.constraint, 'f_ref');
    for (const view of viewsOfOrigin) {
      for (const columns of expandViewColumns(view.column_dependencies)) {
        make(
          view.view_name,
          rel.target,
          rel,
          columns.map((column, i) => [column, rel.columns[i]?.[1] as string]),
        );
      }
    }
    for (const view of viewsOfTarget) {
      for (const columns of expandViewColumns(view.column_dependencies)) {
        make(
          rel.origin,
          view.view_name,
          rel,
          rel.columns.map(([own], i) => [own, columns[i] as string]),
        );
      }
    }
    for (const originView of viewsOfOrigin) {
      for (const originColumns of expandViewColumns(originView.column_dependencies)) {
        for (const targetView of viewsOfTarget) {
          for (const targetColumns of expandViewColumns(targetView.column_dependencies)) {
            make(
              originView.view_name,
              targetView.view_name,
              rel,
              originColumns.map((column, i) => [column, targetColumns[i] as string]),
            );
          }
        }
      }
    }
  }
  return out;
}

function manyToMany(
  manyToOne: FkRelationship[],
  relations: Map<string, RelationInfo>,
): M2MRelationship[] {
  const out: M2MRelationship[] = [];
  for (const first of manyToOne) {
    if (first.cardinality !== 'm2o') continue;
    const primaryKey = new Set(relations.get(first.origin)?.primaryKey ?? []);
    for (const second of manyToOne) {
      if (second.cardinality !== 'm2o' || second.origin !== first.origin) continue;
      if (second.constraint === first.constraint) continue;
      const junctionColumns = [...first.columns, ...second.columns].map(([column]) => column);
      if (!junctionColumns.every((column) => primaryKey.has(column))) continue;
      out.push({
        kind: 'm2m',
        origin: first.target,
        target: second.target,
        junction: first.origin,
        originConstraint: first.constraint,
        targetConstraint: second.constraint,
        originColumns: first.columns.map(([junction, origin]) => [origin, junction]),
        targetColumns: second.columns,
        targetIsView: relations.get(second.target)?.isView ?? false,
        isSelf: first.target === second.target,
      });
    }
  }
  return out;
}

function inverse(rel: FkRelationship, isView: (name: string) => boolean): FkRelationship {
  return {
    ...rel,
    origin: rel.target,
    target: rel.origin,
    cardinality: rel.cardinality === 'm2o' ? 'o2m' : 'o2o',
    isParent: rel.cardinality === 'o2o' ? !rel.isParent : false,
    columns: rel.columns.map(([a, b]) => [b, a]),
    targetIsView: isView(rel.origin),
  };
}

export function deriveRelationships(
  relations: Map<string, RelationInfo>,
  foreignKeys: ForeignKeyRow[],
  viewKeys: ViewKeyDependencyRow[],
  computed: { origin: string; target: string; fn: FunctionInfo }[],
): Map<string, Relationship[]> {
  const isView = (name: string) => relations.get(name)?.isView ?? false;
  const base: FkRelationship[] = foreignKeys.map((row) => ({
    kind: 'fk',
    origin: row.table_name,
    target: row.foreign_table_name,
    constraint: row.constraint_name,
    cardinality: row.one_to_one ? 'o2o' : 'm2o',
    columns: row.cols_and_fcols,
    isParent: false,
    targetIsView: isView(row.foreign_table_name),
    isSelf: row.table_name === row.foreign_table_name,
  }));
  const forward = [...base, ...viewRelationships(base, viewKeys, isView)];
  const all: Relationship[] = [
    ...forward,
    ...manyToMany(forward, relations),
    ...forward.map((rel) => inverse(rel, isView)),
    ...computed.map(({ origin, target, fn }) => ({
      kind: 'computed' as const,
      origin,
      target,
      function: fn.name,
      toOne: fn.singleRow,
      isSelf: origin === target,
    })),
  ];
  const byOrigin = new Map<string, Relationship[]>();
  for (const rel of all) byOrigin.set(rel.origin, [...(byOrigin.get(rel.origin) ?? []), rel]);
  return byOrigin;
}

function singleColumn(rel: Relationship, side: 0 | 1): string | undefined {
  if (rel.kind !== 'fk' || rel.columns.length !== 1) return undefined;
  return rel.columns[0]?.[side];
}

function describe(rel: Relationship): Record<string, string> {
  const list = (columns: string[]) => `(${columns.join(', ')})`;
  if (rel.kind === 'computed') return {};
  if (rel.kind === 'm2m') {
    return {
      cardinality: 'many-to-many',
      embedding: `${rel.origin} with ${rel.target}`,
      relationship: `${rel.junction} using ${rel.originConstraint}${list(rel.originColumns.map(([, j]) => j))} and ${rel.targetConstraint}${list(rel.targetColumns.map(([j]) => j))}`,
    };
  }
  const names = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one' } as const;
  return {
    cardinality: names[rel.cardinality],
    embedding: `${rel.origin} with ${rel.target}`,
    relationship: `${rel.constraint} using ${rel.origin}${list(rel.columns.map(([a]) => a))} and ${rel.target}${list(rel.columns.map(([, b]) => b))}`,
  };
}

function targetName(rel: Relationship): string {
  return rel.kind === 'computed' ? rel.function : rel.target;
}

/** PostgREST's findRel: which relationship `target!hint(...)` on `origin` names. */
export function findRelationship(
  relationships: Map<string, Relationship[]>,
  origin: string,
  target: string,
  hint?: string,
  schema = 'public',
): Relationship {
  const matches = (relationships.get(origin) ?? []).filter((rel) => {
    if (rel.kind === 'computed') return target === rel.function;
    const constraint = rel.kind === 'fk' ? rel.constraint : undefined;
    if (rel.isSelf && rel.kind === 'fk') {
      if (hint === undefined) {
        return (
          (target === rel.target && rel.cardinality === 'o2m') ||
          (singleColumn(rel, 0) === target && rel.cardinality === 'm2o')
        );
      }
      return target === rel.target && rel.cardinality === 'o2m' && singleColumn(rel, 1) === hint;
    }
    if (hint === undefined) {
      return (
        target === rel.target ||
        (!rel.targetIsView && (constraint === target || singleColumn(rel, 0) === target))
      );
    }
    return (
      target === rel.target &&
      (constraint === hint ||
        singleColumn(rel, 0) === hint ||
        singleColumn(rel, 1) === hint ||
        (rel.kind === 'm2m' && rel.junction === hint))
    );
  });
  if (matches.length === 1) return matches[0] as Relationship;
  if (matches.length === 0) {
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema}', but no matches were found.`,
    );
  }
  const hints = matches
    .map((rel) => {
      const name = rel.kind === 'm2m' ? rel.junction : rel.kind === 'fk' ? rel.constraint : '';
      return `'${targetName(rel)}!${name}'`;
    })
    .join(', ');
  throw pgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    matches.map(describe),
    `Try changing '${target}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
  );
}

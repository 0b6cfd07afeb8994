// What the type generator reads from the database: the exposed schema's tables, views,
// functions, enums and composite types, in the shape `supabase gen types typescript` prints.

/** A column's TypeScript type, already resolved (e.g. `string`, `Json`, `number[]`). */
export interface ColumnModel {
  name: string;
  type: string;
  nullable: boolean;
  /** Has a default, is an identity or is nullable: optional on insert. */
  optionalOnInsert: boolean;
  /** GENERATED ALWAYS (stored) columns cannot be written. */
  generated: boolean;
}

export interface RelationshipModel {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface RelationModel {
  name: string;
  kind: 'table' | 'view';
  columns: ColumnModel[];
  relationships: RelationshipModel[];
}

export interface FunctionArgModel {
  name: string;
  type: string;
  optional: boolean;
}

export interface FunctionModel {
  name: string;
  args: FunctionArgModel[];
  /** The resolved return type, e.g. `undefined`, `string`, `{ id: string }[]`. */
  returns: string;
}

export interface SchemaModel {
  name: string;
  relations: RelationModel[];
  functions: FunctionModel[];
  enums: { name: string; values: string[] }[];
  compositeTypes: { name: string; attributes: { name: string; type: string }[] }[];
}

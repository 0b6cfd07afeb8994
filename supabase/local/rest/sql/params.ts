// Bind parameters and identifier quoting: every value goes through a $n parameter, and every
// identifier is quoted (and was found in the catalogue before it got here).

export interface ParamList {
  values: unknown[];
  /** Adds a value and returns its placeholder, e.g. `$3`. */
  add(value: unknown): string;
}

export function createParams(): ParamList {
  const values: unknown[] = [];
  return {
    values,
    add(value) {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

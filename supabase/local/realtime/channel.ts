// One joined channel: who joined it (their claims) and which postgres_changes they asked for.
import type { JwtClaims } from '../server/context.ts';
import type { ChangeNotice } from './change-source.ts';
import { parseFilter, rowMatches, type ChangeFilter } from './filters.ts';

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

/** A binding as the client sent it; echoed back verbatim with its id. */
export interface RequestedBinding {
  event: ChangeEvent;
  schema: string;
  table?: string;
  filter?: string;
}

export interface Binding extends RequestedBinding {
  id: number;
  parsedFilter?: ChangeFilter;
}

export interface Channel {
  topic: string;
  joinRef: string | null;
  claims: JwtClaims;
  bindings: Binding[];
}

const EVENTS: readonly ChangeEvent[] = ['*', 'INSERT', 'UPDATE', 'DELETE'];

/** Validates the join's postgres_changes list; a string explains the first problem. */
export function parseBindings(value: unknown, nextId: () => number): Binding[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return 'postgres_changes must be a list';
  const bindings: Binding[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object') return 'each postgres_changes entry must be an object';
    const { event, schema, table, filter } = entry as Record<string, unknown>;
    if (typeof event !== 'string' || !(EVENTS as readonly string[]).includes(event.toUpperCase())) {
      return `event must be one of ${EVENTS.join(', ')}`;
    }
    if (typeof schema !== 'string' || schema === '') return 'schema is required';
    if (table !== undefined && typeof table !== 'string') return 'table must be a string';
    if (filter !== undefined && typeof filter !== 'string') return 'filter must be a string';
    const binding: Binding = { id: nextId(), event: event as ChangeEvent, schema };
    if (table !== undefined) binding.table = table;
    if (filter !== undefined) {
      const parsed = parseFilter(filter);
      if (typeof parsed === 'string') return parsed;
      binding.filter = filter;
      binding.parsedFilter = parsed;
    }
    bindings.push(binding);
  }
  return bindings;
}

/** The bindings a change could concern, before looking at the row. */
export function bindingsFor(channel: Channel, notice: ChangeNotice): Binding[] {
  return channel.bindings.filter(
    (binding) =>
      binding.schema === notice.schema &&
      (binding.table === undefined || binding.table === '*' || binding.table === notice.table) &&
      (binding.event === '*' || binding.event.toUpperCase() === notice.type),
  );
}

/** The ids of the bindings whose filter the row passes. */
export function matchingIds(bindings: readonly Binding[], row: Record<string, unknown>): number[] {
  return bindings
    .filter((binding) => !binding.parsedFilter || rowMatches(binding.parsedFilter, row))
    .map((binding) => binding.id);
}

/**
 * The echo of the join reply: the client compares these keys one by one
 * (docs/wire/supabase-js.md#realtime-join-reply).
 */
export function bindingEcho(binding: Binding): Record<string, unknown> {
  const echo: Record<string, unknown> = { event: binding.event, schema: binding.schema };
  if (binding.table !== undefined) echo['table'] = binding.table;
  if (binding.filter !== undefined) echo['filter'] = binding.filter;
  echo['id'] = binding.id;
  return echo;
}

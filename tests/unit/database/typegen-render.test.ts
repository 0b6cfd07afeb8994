import { describe, expect, it } from 'vitest';
import type { SchemaModel } from '../../../supabase/local/typegen/model.ts';
import { renderDatabaseTypes } from '../../../supabase/local/typegen/render.ts';

const schema: SchemaModel = {
  name: 'public',
  relations: [
    {
      name: 'notes',
      kind: 'table',
      columns: [
        { name: 'id', type: 'string', nullable: false, optionalOnInsert: true, generated: false },
        {
          name: 'body',
          type: 'string',
          nullable: false,
          optionalOnInsert: false,
          generated: false,
        },
        {
          name: 'tags',
          type: 'string[]',
          nullable: true,
          optionalOnInsert: true,
          generated: false,
        },
        {
          name: 'search',
          type: 'unknown',
          nullable: true,
          optionalOnInsert: true,
          generated: true,
        },
      ],
      relationships: [
        {
          foreignKeyName: 'notes_contact_id_fkey',
          columns: ['contact_id'],
          isOneToOne: false,
          referencedRelation: 'contacts',
          referencedColumns: ['id'],
        },
      ],
    },
    { name: 'open_notes', kind: 'view', columns: [], relationships: [] },
  ],
  functions: [
    {
      name: 'add_note',
      args: [{ name: 'body', type: 'string', optional: false }],
      returns: 'string',
    },
    { name: 'add_note', args: [], returns: 'undefined' },
  ],
  enums: [{ name: 'mood', values: ['calm', 'busy'] }],
  compositeTypes: [],
};

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderDatabaseTypes', () => {
  const output = flat(renderDatabaseTypes([schema]));
  it.each([
    [
      'required insert column',
      'Insert: { body: string id?: string search?: never tags?: string[] | null }',
    ],
    ['nullable row column', 'tags: string[] | null'],
    ['every update column optional', 'Update: { body?: string id?: string search?: never'],
    ['views have rows and relationships only', 'open_notes: { Row: {} Relationships: [] }'],
    [
      'overloads become a union',
      'add_note: | { Args: { body: string }; Returns: string } | { Args: never; Returns: undefined }',
    ],
    ['enums as string unions', 'mood: "calm" | "busy"'],
    ['constants list enum values', 'Enums: {mood: ["calm","busy"],}'],
    ['the PostgREST version supabase-js reads', 'PostgrestVersion: "12"'],
    ['relationship names', 'foreignKeyName: "notes_contact_id_fkey"'],
  ])('%s', (_label, expected) => {
    expect(output).toContain(flat(expected));
  });
});

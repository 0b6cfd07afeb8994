// The SQL builders over a small catalogue: values only ever travel as bind parameters,
// identifiers come quoted from the catalogue, and unknown names are refused before any SQL runs.
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../../supabase/local/rest/parse/query.ts';
import { deriveRelationships } from '../../../supabase/local/rest/relationships.ts';
import type { RelationInfo, SchemaCache } from '../../../supabase/local/rest/schema-cache.ts';
import { buildDelete, buildInsert, buildUpdate } from '../../../supabase/local/rest/sql/mutate.ts';
import { createParams } from '../../../supabase/local/rest/sql/params.ts';
import {
  createPlanContext,
  planRead,
  relationSource,
} from '../../../supabase/local/rest/sql/read-plan.ts';
import { buildReadStatement } from '../../../supabase/local/rest/sql/select.ts';

function relation(
  name: string,
  columns: Record<string, string>,
  primaryKey = ['id'],
): RelationInfo {
  return {
    schema: 'public',
    name,
    isView: false,
    columns: new Map(
      Object.entries(columns).map(([column, type]) => [
        column,
        { name: column, type, baseType: type },
      ]),
    ),
    columnOrder: Object.keys(columns),
    primaryKey,
  };
}

const notes = relation('contact_notes', { id: 'uuid', user_id: 'uuid', content: 'text' });
const profiles = relation('profiles', { id: 'uuid', email: 'text' });
const relations = new Map([
  ['contact_notes', notes],
  ['profiles', profiles],
]);
const cache: SchemaCache = {
  schema: 'public',
  relations,
  relationships: deriveRelationships(
    relations,
    [
      {
        table_name: 'contact_notes',
        foreign_table_name: 'profiles',
        constraint_name: 'contact_notes_user_id_fkey',
        cols_and_fcols: [['user_id', 'id']],
        one_to_one: false,
      },
    ],
    [],
    [],
  ),
  functions: new Map(),
  computedFields: new Map(),
  settings: { aggregatesEnabled: false, txEnd: 'commit', maxRows: undefined, planEnabled: false },
};

const HOSTILE = `x'); drop table contact_notes; --`;

function read(queryString: string, count = false) {
  const query = parseQuery(new URLSearchParams(queryString));
  const params = createParams();
  const plan = createPlanContext(cache, query.embeds);
  const node = planRead(query, relationSource(cache, 'contact_notes'), '"contact_notes"', plan);
  const sql = buildReadStatement(node, cache, params, plan.nextAlias, { count, singular: false });
  return { sql, params: params.values };
}

describe('buildReadStatement', () => {
  it('binds every filter value and quotes every identifier', () => {
    const { sql, params } = read(
      `select=id,content&content=eq.${encodeURIComponent(HOSTILE)}&id=in.(a,b)`,
    );
    expect(sql).not.toContain('drop table');
    expect(params).toEqual([HOSTILE, '{"a","b"}']);
    expect(sql).toContain(`"contact_notes"."content" = $1`);
    expect(sql).toContain(`"contact_notes"."id" = any($2)`);
  });

  it('embeds a to-one relation through its foreign key, as a LATERAL join', () => {
    const { sql } = read('select=content,author:profiles(email)');
    expect(sql).toContain('left join lateral');
    expect(sql).toContain('row_to_json');
    expect(sql).toMatch(/"pgrst_\d+"\."id" = "contact_notes"\."user_id"/);
    expect(sql).toContain('as "author"');
  });

  it('counts over the same filters when asked', () => {
    const { sql } = read('select=id&content=like.*x*', true);
    expect(sql.match(/\$1/g)).toHaveLength(2);
    expect(sql).toContain('(select count(*) from (select 1 from "public"."contact_notes"');
  });

  it.each([
    ['select=nope', '42703'],
    ['select=id&nope=eq.1', '42703'],
    ['select=id&order=nope.desc', '42703'],
    ['select=id,missing_table(id)', 'PGRST200'],
    ['select=id,contact_notes(id)', 'PGRST200'],
    ['select=id&author.email=eq.x', 'PGRST108'],
    ['select=count()', 'PGRST123'],
    ['select=content,profiles(email)&order=profile(email)', 'PGRST108'],
  ])('refuses %s with %s', (queryString, code) => {
    expect(() => read(queryString)).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code }) }),
    );
  });
});

describe('mutations', () => {
  it('inserts rows as one JSON parameter', () => {
    const params = createParams();
    const rows = [{ content: HOSTILE }, { content: 'b', user_id: null }];
    const sql = buildInsert(
      notes,
      { columns: ['content', 'user_id'], rows, missingDefault: false, returning: { kind: 'none' } },
      params,
    );
    expect(sql).toBe(
      'insert into "public"."contact_notes" as "contact_notes" ("content", "user_id") select "content", "user_id" from json_populate_recordset(null::"public"."contact_notes", $1::json)',
    );
    expect(params.values).toEqual([JSON.stringify(rows)]);
  });

  it('uses DEFAULT for missing keys with missing=default', () => {
    const params = createParams();
    const sql = buildInsert(
      notes,
      {
        columns: ['content', 'user_id'],
        rows: [{ content: 'a' }],
        missingDefault: true,
        returning: { kind: 'rows' },
      },
      params,
    );
    expect(sql).toContain(', default)');
    expect(sql).toMatch(/returning "contact_notes"\.\*$/);
  });

  it('upserts on the primary key by default and merges the inserted columns', () => {
    const sql = buildInsert(
      notes,
      {
        columns: ['id', 'content'],
        rows: [{ id: '1', content: 'a' }],
        missingDefault: false,
        returning: { kind: 'none' },
        upsert: { onConflict: notes.primaryKey, resolution: 'merge-duplicates' },
      },
      createParams(),
    );
    expect(sql).toContain(
      'on conflict ("id") do update set "id" = excluded."id", "content" = excluded."content" where set_config(\'pgrst.upsert_updates\'',
    );
  });

  it('returns only the primary key for Location (return=headers-only)', () => {
    const sql = buildInsert(
      notes,
      {
        columns: ['content'],
        rows: [{ content: 'a' }],
        missingDefault: false,
        returning: { kind: 'keys', columns: notes.primaryKey },
      },
      createParams(),
    );
    expect(sql).toMatch(/ returning "contact_notes"\."id"$/);
  });

  it('refuses unfiltered update and delete (21000)', () => {
    expect(() =>
      buildUpdate(notes, ['content'], { content: 'x' }, [], { kind: 'none' }, createParams()),
    ).toThrow(
      expect.objectContaining({
        body: expect.objectContaining({ code: '21000', message: 'UPDATE requires a WHERE clause' }),
      }),
    );
    expect(() => buildDelete(notes, [], { kind: 'none' }, createParams())).toThrow(
      expect.objectContaining({
        body: expect.objectContaining({ code: '21000', message: 'DELETE requires a WHERE clause' }),
      }),
    );
  });

  it('refuses a payload column the relation does not have', () => {
    expect(() =>
      buildInsert(
        notes,
        {
          columns: ['nope'],
          rows: [{ nope: 1 }],
          missingDefault: false,
          returning: { kind: 'none' },
        },
        createParams(),
      ),
    ).toThrow(expect.objectContaining({ status: 400 }));
  });
});

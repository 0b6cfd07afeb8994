import { describe, expect, it } from 'vitest';
import { parseFilterValue, parseLogicParam } from '../../../supabase/local/rest/parse/filter.ts';
import { parseNonNegativeInteger, parseOrder } from '../../../supabase/local/rest/parse/order.ts';

const col = { name: 'col', jsonPath: [] };

describe('parseFilterValue', () => {
  it.each([
    ['eq.5', false, { op: 'eq', value: '5' }],
    ['eq.', false, { op: 'eq', value: '' }],
    ['neq.a.b', false, { op: 'neq', value: 'a.b' }],
    ['not.eq.5', true, { op: 'eq', value: '5' }],
    ['gte.3', false, { op: 'gte', value: '3' }],
    ['like.*son', false, { op: 'like', value: '*son' }],
    ['ilike.%SON%', false, { op: 'ilike', value: '%SON%' }],
    ['like(any).{a*,*b}', false, { op: 'like', quantifier: 'any', value: '{a*,*b}' }],
    ['ilike(all).{a*,*b}', false, { op: 'ilike', quantifier: 'all', value: '{a*,*b}' }],
    ['eq(any).{1,2}', false, { op: 'eq', quantifier: 'any', value: '{1,2}' }],
    ['match.^a', false, { op: 'match', value: '^a' }],
    ['imatch.^A', false, { op: 'imatch', value: '^A' }],
    ['is.NULL', false, { op: 'is', value: 'null' }],
    ['not.is.null', true, { op: 'is', value: 'null' }],
    ['isdistinct.5', false, { op: 'isdistinct', value: '5' }],
    ['in.(1,2,3)', false, { op: 'in', values: ['1', '2', '3'] }],
    ['in.("a,b",c)', false, { op: 'in', values: ['a,b', 'c'] }],
    ['in.()', false, { op: 'in', values: [] }],
    ['eq."quoted"', false, { op: 'eq', value: '"quoted"' }],
    ['fts.cat', false, { op: 'fts', value: 'cat' }],
    ['wfts(english).fat cats', false, { op: 'wfts', language: 'english', value: 'fat cats' }],
    ['plfts.a b', false, { op: 'plfts', value: 'a b' }],
    ['phfts(simple).a b', false, { op: 'phfts', language: 'simple', value: 'a b' }],
    ['ov.[1,3)', false, { op: 'ov', value: '[1,3)' }],
    ['sl.(1,2)', false, { op: 'sl', value: '(1,2)' }],
    ['sr.(1,2)', false, { op: 'sr', value: '(1,2)' }],
    ['nxl.(1,2)', false, { op: 'nxl', value: '(1,2)' }],
    ['nxr.(1,2)', false, { op: 'nxr', value: '(1,2)' }],
    ['adj.(1,2)', false, { op: 'adj', value: '(1,2)' }],
    ['cs.{a}', false, { op: 'cs', value: '{a}' }],
    ['cd.{a}', false, { op: 'cd', value: '{a}' }],
  ])('parses %s', (text, negated, operation) => {
    expect(parseFilterValue(col, text)).toEqual({
      kind: 'condition',
      field: col,
      negated,
      operation,
    });
  });

  it.each(['bogus.1', 'eq', 'is.maybe', 'in.1,2', 'eq(some).1', 'fts(a-b).x'])(
    'refuses %s with PGRST100',
    (text) => {
      expect(() => parseFilterValue(col, text)).toThrow(
        expect.objectContaining({ body: expect.objectContaining({ code: 'PGRST100' }) }),
      );
    },
  );
});

describe('parseLogicParam', () => {
  const field = (name: string) => ({ name, jsonPath: [] });
  it('parses nested trees with quoted values', () => {
    expect(parseLogicParam('or', '(a.eq.1,and(b.gt.2,c.not.is.null),d.eq."x,y")')).toEqual({
      kind: 'logic',
      op: 'or',
      negated: false,
      children: [
        {
          kind: 'condition',
          field: field('a'),
          negated: false,
          operation: { op: 'eq', value: '1' },
        },
        {
          kind: 'logic',
          op: 'and',
          negated: false,
          children: [
            {
              kind: 'condition',
              field: field('b'),
              negated: false,
              operation: { op: 'gt', value: '2' },
            },
            {
              kind: 'condition',
              field: field('c'),
              negated: true,
              operation: { op: 'is', value: 'null' },
            },
          ],
        },
        {
          kind: 'condition',
          field: field('d'),
          negated: false,
          operation: { op: 'eq', value: 'x,y' },
        },
      ],
    });
  });

  it('keeps lists, arrays and JSON paths inside trees', () => {
    const tree = parseLogicParam('and', '(id.in.(1,2),tags.cs.{a,b},data->>k.eq.v,not.or(x.eq.1))');
    expect(tree.children).toEqual([
      {
        kind: 'condition',
        field: field('id'),
        negated: false,
        operation: { op: 'in', values: ['1', '2'] },
      },
      {
        kind: 'condition',
        field: field('tags'),
        negated: false,
        operation: { op: 'cs', value: '{a,b}' },
      },
      {
        kind: 'condition',
        field: { name: 'data', jsonPath: [{ arrow: '->>', key: 'k', index: false }] },
        negated: false,
        operation: { op: 'eq', value: 'v' },
      },
      {
        kind: 'logic',
        op: 'or',
        negated: true,
        children: [
          {
            kind: 'condition',
            field: field('x'),
            negated: false,
            operation: { op: 'eq', value: '1' },
          },
        ],
      },
    ]);
  });

  it('negates with not.or', () => {
    expect(parseLogicParam('not.or', '(a.eq.1)')).toMatchObject({ op: 'or', negated: true });
  });

  it.each(['a.eq.1', '()', '(a.eq.1', '(a)'])('refuses %j', (value) => {
    expect(() => parseLogicParam('or', value)).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code: 'PGRST100' }) }),
    );
  });
});

describe('parseOrder', () => {
  const field = (name: string) => ({ name, jsonPath: [] });
  it.each([
    ['name', [{ field: field('name') }]],
    ['name.desc', [{ field: field('name'), direction: 'desc' }]],
    [
      'a.desc.nullslast,b.asc.nullsfirst',
      [
        { field: field('a'), direction: 'desc', nulls: 'last' },
        { field: field('b'), direction: 'asc', nulls: 'first' },
      ],
    ],
    [
      'data->a->>b.desc',
      [
        {
          field: {
            name: 'data',
            jsonPath: [
              { arrow: '->', key: 'a', index: false },
              { arrow: '->>', key: 'b', index: false },
            ],
          },
          direction: 'desc',
        },
      ],
    ],
    ['clients(name).asc', [{ relation: 'clients', field: field('name'), direction: 'asc' }]],
  ] as const)('parses %s', (text, expected) => {
    expect(parseOrder(text)).toEqual(expected);
  });

  it.each(['a.sideways', 'a.desc.nullsmiddle', 'a.descc'])('refuses %s', (text) => {
    expect(() => parseOrder(text)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('parseNonNegativeInteger', () => {
  it.each([
    ['0', 0],
    ['25', 25],
  ])('reads %s', (text, value) => {
    expect(parseNonNegativeInteger('limit', text)).toBe(value);
  });

  it.each(['-1', '1.5', 'ten', '', '99999999999999999999'])('refuses %j', (text) => {
    expect(() => parseNonNegativeInteger('limit', text)).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });
});

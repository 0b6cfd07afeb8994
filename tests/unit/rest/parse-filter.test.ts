import { describe, expect, it } from 'vitest';
import { parseLogicParam, parseOperation } from '../../../supabase/local/rest/parse/filter.ts';
import { parseNonNegativeInteger, parseOrder } from '../../../supabase/local/rest/parse/order.ts';
import { splitTopLevel, unquote } from '../../../supabase/local/rest/parse/split.ts';

describe('parseOperation', () => {
  it.each([
    ['eq.5', { op: 'eq', negated: false, value: '5' }],
    ['eq.', { op: 'eq', negated: false, value: '' }],
    ['neq.a.b', { op: 'neq', negated: false, value: 'a.b' }],
    ['not.eq.5', { op: 'eq', negated: true, value: '5' }],
    ['like.*son', { op: 'like', negated: false, value: '%son' }],
    ['ilike.%SON%', { op: 'ilike', negated: false, value: '%SON%' }],
    ['is.NULL', { op: 'is', negated: false, value: 'null' }],
    ['not.is.null', { op: 'is', negated: true, value: 'null' }],
    ['in.(1,2,3)', { op: 'in', negated: false, value: ['1', '2', '3'] }],
    ['in.("a,b",c)', { op: 'in', negated: false, value: ['a,b', 'c'] }],
    ['in.()', { op: 'in', negated: false, value: [] }],
    ['eq."quoted"', { op: 'eq', negated: false, value: '"quoted"' }],
  ])('parses %s', (text, expected) => {
    expect(parseOperation('col', text, false)).toEqual({
      kind: 'condition',
      column: 'col',
      ...expected,
    });
  });

  it.each([
    ['bogus.1', 'PGRST100'],
    ['eq', 'PGRST100'],
    ['is.maybe', 'PGRST100'],
    ['in.1,2', 'PGRST100'],
    ['fts.word', 'PGRST501'],
    ['like(any).{a,b}', 'PGRST501'],
  ])('refuses %s with %s', (text, code) => {
    expect(() => parseOperation('col', text, false)).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code }) }),
    );
  });
});

describe('parseLogicParam', () => {
  it('parses nested trees with quoted values', () => {
    expect(parseLogicParam('or', '(a.eq.1,and(b.gt.2,c.not.is.null),d.eq."x,y")')).toEqual({
      kind: 'logic',
      op: 'or',
      negated: false,
      children: [
        { kind: 'condition', column: 'a', op: 'eq', negated: false, value: '1' },
        {
          kind: 'logic',
          op: 'and',
          negated: false,
          children: [
            { kind: 'condition', column: 'b', op: 'gt', negated: false, value: '2' },
            { kind: 'condition', column: 'c', op: 'is', negated: true, value: 'null' },
          ],
        },
        { kind: 'condition', column: 'd', op: 'eq', negated: false, value: 'x,y' },
      ],
    });
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
  it.each([
    ['name', [{ column: 'name', direction: 'asc' }]],
    ['name.desc', [{ column: 'name', direction: 'desc' }]],
    [
      'a.desc.nullslast,b.asc.nullsfirst',
      [
        { column: 'a', direction: 'desc', nulls: 'last' },
        { column: 'b', direction: 'asc', nulls: 'first' },
      ],
    ],
  ] as const)('parses %s', (text, expected) => {
    expect(parseOrder(text)).toEqual(expected);
  });

  it('refuses an unknown modifier', () => {
    expect(() => parseOrder('a.sideways')).toThrow(expect.objectContaining({ status: 400 }));
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

describe('splitTopLevel and unquote', () => {
  it('splits only outside parentheses and quotes', () => {
    expect(splitTopLevel('a,b(c,d),"e,f",g')).toEqual(['a', 'b(c,d)', '"e,f"', 'g']);
  });

  it('unquotes with backslash escapes', () => {
    expect(unquote('"say \\"hi\\""')).toBe('say "hi"');
    expect(unquote('plain')).toBe('plain');
  });
});

import { describe, expect, it } from 'vitest';
import { parseSelect } from '../../../supabase/local/rest/parse/select.ts';

const star = { kind: 'field', field: { name: '*', jsonPath: [] } };
const column = (name: string, extra: Record<string, unknown> = {}) => ({
  kind: 'field',
  field: { name, jsonPath: [] },
  ...extra,
});
const embed = (relation: string, select: unknown[], extra: Record<string, unknown> = {}) => ({
  kind: 'embed',
  relation,
  inner: false,
  spread: false,
  select,
  ...extra,
});

describe('parseSelect', () => {
  it.each([
    [null, [star]],
    ['', [star]],
    ['*', [star]],
    ['id,name', [column('id'), column('name')]],
    ['id, name', [column('id'), column('name')]],
    ['full:name', [column('name', { alias: 'full' })]],
    ['size::text', [column('size', { cast: 'text' })]],
    ['label:size::text', [column('size', { alias: 'label', cast: 'text' })]],
    ['"odd name"', [column('odd name')]],
    ['first-name', [column('first-name')]],
    [
      'data->a->>b',
      [
        {
          kind: 'field',
          field: {
            name: 'data',
            jsonPath: [
              { arrow: '->', key: 'a', index: false },
              { arrow: '->>', key: 'b', index: false },
            ],
          },
        },
      ],
    ],
    [
      'x:data->0::int',
      [
        {
          kind: 'field',
          field: { name: 'data', jsonPath: [{ arrow: '->', key: '0', index: true }] },
          alias: 'x',
          cast: 'int',
        },
      ],
    ],
    ['count()', [column('*', { aggregate: 'count' })]],
    ['n:count()::text', [column('*', { alias: 'n', aggregate: 'count', aggregateCast: 'text' })]],
    ['amount.sum()', [column('amount', { aggregate: 'sum' })]],
    [
      'total:amount::int.avg()::text',
      [column('amount', { alias: 'total', cast: 'int', aggregate: 'avg', aggregateCast: 'text' })],
    ],
    ['id.max(),id.min()', [column('id', { aggregate: 'max' }), column('id', { aggregate: 'min' })]],
    // The pre-aggregate related count: a field named count.
    ['id,contacts(count)', [column('id'), embed('contacts', [column('count')])]],
    [
      '*,author:profiles(email,first_name)',
      [star, embed('profiles', [column('email'), column('first_name')], { alias: 'author' })],
    ],
    [
      'profiles!user_id!inner(email)',
      [embed('profiles', [column('email')], { hint: 'user_id', inner: true })],
    ],
    ['profiles!left(email)', [embed('profiles', [column('email')])]],
    ['rel!inner()', [embed('rel', [], { inner: true })]],
    ['...profiles(email)', [embed('profiles', [column('email')], { spread: true })]],
    ['a:t1(b:t2(c))', [embed('t1', [embed('t2', [column('c')], { alias: 'b' })], { alias: 'a' })]],
  ] as const)('parses %j', (input, expected) => {
    expect(parseSelect(input)).toEqual(expected);
  });

  it.each([
    'id,(',
    'id,,name',
    'size::text;drop table x',
    'size::',
    'id.count(x)',
    'rel(id',
    'id)',
    'name!hint',
  ])('refuses %j with PGRST100', (input) => {
    expect(() => parseSelect(input)).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code: 'PGRST100' }) }),
    );
  });
});

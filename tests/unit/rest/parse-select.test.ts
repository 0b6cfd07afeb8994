import { describe, expect, it } from 'vitest';
import { parseSelect } from '../../../supabase/local/rest/parse/select.ts';

describe('parseSelect', () => {
  it.each([
    [null, [{ kind: 'star' }]],
    ['', [{ kind: 'star' }]],
    ['*', [{ kind: 'star' }]],
    [
      'id,name',
      [
        { kind: 'column', name: 'id' },
        { kind: 'column', name: 'name' },
      ],
    ],
    ['full:name', [{ kind: 'column', name: 'name', alias: 'full' }]],
    ['size::text', [{ kind: 'column', name: 'size', cast: 'text' }]],
    ['label:size::text', [{ kind: 'column', name: 'size', alias: 'label', cast: 'text' }]],
    ['"odd name"', [{ kind: 'column', name: 'odd name' }]],
    [
      '*,author:profiles(email,first_name)',
      [
        { kind: 'star' },
        {
          kind: 'embed',
          relation: 'profiles',
          alias: 'author',
          inner: false,
          select: [
            { kind: 'column', name: 'email' },
            { kind: 'column', name: 'first_name' },
          ],
        },
      ],
    ],
    [
      'profiles!user_id!inner(email)',
      [
        {
          kind: 'embed',
          relation: 'profiles',
          hint: 'user_id',
          inner: true,
          select: [{ kind: 'column', name: 'email' }],
        },
      ],
    ],
    [
      'a:t1(b:t2(c))',
      [
        {
          kind: 'embed',
          relation: 't1',
          alias: 'a',
          inner: false,
          select: [
            {
              kind: 'embed',
              relation: 't2',
              alias: 'b',
              inner: false,
              select: [{ kind: 'column', name: 'c' }],
            },
          ],
        },
      ],
    ],
  ] as const)('parses %j', (input, expected) => {
    expect(parseSelect(input)).toEqual(expected);
  });

  it.each([
    ['id,(', 'PGRST100'],
    ['id,,name', 'PGRST100'],
    ['size::text;drop table x', 'PGRST100'],
    ['data->a', 'PGRST501'],
    ['...profiles(email)', 'PGRST501'],
    // Aggregates are off in PostgREST unless db-aggregates-enabled: the same error here, never
    // a wrong answer (a related count once came back as [{"_": null}]).
    ['count()', 'PGRST123'],
    ['id.count()', 'PGRST123'],
    ['total:amount.sum()::int', 'PGRST123'],
    ['id, messages(id.count())', 'PGRST123'],
    ['id, contacts(count)', 'PGRST123'],
    ['id, id.count(x)', 'PGRST100'],
  ])('refuses %j with %s', (input, code) => {
    expect(() => parseSelect(input)).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code }) }),
    );
  });
});

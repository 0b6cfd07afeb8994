// PostgREST's "Perhaps you meant" hints for functions, on the examples PostgREST documents for its
// noRpcHint (the Haskell fuzzyset it uses): the closest name, or the closest parameter list.
import { describe, expect, it } from 'vitest';
import { closestMatch } from '../../../supabase/local/rest/fuzzy.ts';
import { functionHint } from '../../../supabase/local/rest/rpc.ts';
import type { FunctionInfo } from '../../../supabase/local/rest/schema-cache.ts';

const fn = (name: string, argNames: string[]): FunctionInfo => ({
  schema: 'api',
  name,
  args: argNames.map((arg) => ({ name: arg, type: 'text', hasDefault: false, variadic: false })),
  returnsSet: false,
  returnKind: 'scalar',
  outColumns: [],
  volatile: true,
  singleRow: true,
  callable: true,
});

describe('closestMatch', () => {
  it.each([
    [['test', 'another'], 'testt', 'test'],
    [['test', 'another'], 'other', 'another'],
    [['test', 'another'], 'noclosealternative', undefined],
    [['Test'], 'test', 'Test'],
    [[], 'anything', undefined],
    [['تقرير_المبيعات', 'sales'], 'تقرير_المبيعا', 'تقرير_المبيعات'],
  ])('%j, %s -> %s', (entries, query, expected) => {
    expect(closestMatch(entries, query)).toBe(expected);
  });

  it.each([
    // postgrest-js's suite: PostgREST answers no hint for these (scores 0.54 and 0.41).
    [['get_messages', 'get_status'], 'blurb_message', undefined],
    [['correct_attendance'], 'created_ago', undefined],
    // 0.75 exactly still counts; 0.89 does.
    [['fx_unnamed_jsonb'], 'fx_unnamed_int', 'fx_unnamed_jsonb'],
    [['fx_greet'], 'fx_greett', 'fx_greet'],
    [['Test'], 'test', 'Test'],
  ])('at 0.75: %j, %s -> %s', (entries, query, expected) => {
    expect(closestMatch(entries, query, 0.75)).toBe(expected);
  });
});

describe('functionHint', () => {
  const functions = new Map([
    ['test', [fn('test', ['val', 'param', 'name']), fn('test', ['id', 'attr'])]],
    ['another', [fn('another', [])]],
  ]);
  const cache = { schema: 'api', functions };

  it.each([
    ['testt', ['val', 'param', 'name'], 'api.test'],
    // PostgREST's own doctest (0.33) suggests api.another; at 0.75 (PostgREST 13+) it does not.
    ['other', [], null],
    ['anothr', [], 'api.another'],
    ['noclosealternative', [], null],
    ['test', ['vall', 'pqaram', 'nam'], 'api.test(name, param, val)'],
    ['test', ['val', 'param'], 'api.test(name, param, val)'],
    ['test', ['id', 'attrs'], 'api.test(attr, id)'],
    ['test', ['id'], 'api.test(attr, id)'],
    ['test', ['noclosealternative'], null],
  ])('%s(%j) -> %s', (name, args, expected) => {
    expect(functionHint(cache, name, args)).toBe(
      expected === null ? null : `Perhaps you meant to call the function ${expected}`,
    );
  });
});

// Table tests for the small pure rules of REST and the server: SQLSTATE -> status, Prefer,
// ranges, request paths, the rpc overload choice.
import { describe, expect, it } from 'vitest';
import { statusForSqlState } from '../../../supabase/local/rest/errors.ts';
import { restTarget } from '../../../supabase/local/rest/index.ts';
import {
  checkStrict,
  parsePrefer,
  preferenceApplied,
  transactionEnd,
} from '../../../supabase/local/rest/prefer.ts';
import { applyRangeHeader, contentRange, readStatus } from '../../../supabase/local/rest/range.ts';
import { pickOverload } from '../../../supabase/local/rest/rpc.ts';
import { unsafePathReason } from '../../../supabase/local/server/path-guard.ts';

describe('statusForSqlState', () => {
  it.each([
    ['23505', 'duplicate key', false, 409],
    ['23503', 'fk', false, 409],
    ['42501', 'permission denied', true, 401],
    ['42501', 'permission denied', false, 403],
    ['23502', 'not null', false, 400],
    ['23514', 'check', false, 400],
    ['22P02', 'invalid input', false, 400],
    ['P0001', 'raise', false, 400],
    ['PT429', 'rate_limited', true, 429],
    ['42P01', 'undefined table', false, 404],
    ['42883', 'undefined function', false, 404],
    ['42P17', 'recursion', false, 500],
    ['25006', 'read only', false, 405],
    ['08006', 'connection', false, 503],
    ['53400', 'config limit', false, 500],
    ['53300', 'too many connections', false, 503],
    ['21000', 'UPDATE requires a WHERE clause', false, 400],
    ['21000', 'more than one row returned', false, 500],
    ['28000', 'auth', false, 403],
    ['40001', 'serialization', false, 500],
    ['XX000', 'internal', false, 500],
    // The rest of PostgREST's table (docs/wire/supabase-js.md#rest-error-answers).
    ['09000', 'triggered action exception', false, 500],
    ['0L000', 'invalid grantor', false, 403],
    ['0P000', 'invalid role specification', false, 403],
    ['2D000', 'invalid transaction termination', false, 500],
    ['P0002', 'no_data_found raised', false, 500],
    ['PT404', 'raised on purpose', false, 404],
    ['22008', 'datetime field overflow', false, 400],
    ['22003', 'numeric value out of range', false, 400],
  ])('%s (%s, anon=%s) -> %i', (code, message, anonymous, status) => {
    expect(statusForSqlState(code, message, anonymous)).toBe(status);
  });
});

describe('parsePrefer', () => {
  it.each([
    [null, { invalid: [] }],
    ['return=representation', { return: 'representation', invalid: [] }],
    [
      'resolution=merge-duplicates, return=representation, count=exact',
      { return: 'representation', resolution: 'merge-duplicates', count: 'exact', invalid: [] },
    ],
    ['missing=default,tx=rollback', { missing: 'default', tx: 'rollback', invalid: [] }],
    ['return=bogus, handling=strict', { handling: 'strict', invalid: ['return=bogus'] }],
    // The first accepted value of a kind wins; max-affected takes an integer.
    [
      'count=planned, count=exact, max-affected=2, max-affected=x',
      { count: 'planned', maxAffected: 2, invalid: ['max-affected=x'] },
    ],
  ])('%j', (header, expected) => {
    expect(parsePrefer(header)).toEqual(expected);
  });

  it('refuses invalid preferences only under handling=strict (PGRST122)', () => {
    expect(() => checkStrict(parsePrefer('return=bogus'))).not.toThrow();
    expect(() => checkStrict(parsePrefer('handling=strict, return=bogus, x'))).toThrow(
      expect.objectContaining({
        status: 400,
        body: expect.objectContaining({
          code: 'PGRST122',
          message: 'Invalid preferences given with handling=strict',
          details: 'Invalid preferences: return=bogus, x',
        }),
      }),
    );
  });

  it.each([
    ['commit', 'tx=rollback', 'commit'],
    ['commit-allow-override', 'tx=rollback', 'rollback'],
    ['commit-allow-override', null, 'commit'],
    ['rollback', 'tx=commit', 'rollback'],
    ['rollback-allow-override', 'tx=commit', 'commit'],
    ['rollback-allow-override', null, 'rollback'],
  ] as const)('db-tx-end=%s with %s ends in %s', (txEnd, header, end) => {
    expect(transactionEnd(parsePrefer(header), txEnd)).toBe(end);
  });

  it('lists applied preferences in PostgREST order; tx only when overridable', () => {
    const prefs = parsePrefer(
      'tx=rollback, max-affected=1, handling=strict, count=exact, return=minimal',
    );
    const kinds = ['return', 'count', 'tx', 'handling', 'max-affected'] as const;
    expect(preferenceApplied(prefs, 'commit-allow-override', [...kinds])).toEqual({
      'preference-applied':
        'return=minimal, count=exact, tx=rollback, handling=strict, max-affected=1',
    });
    expect(preferenceApplied(prefs, 'commit', [...kinds])).toEqual({
      'preference-applied': 'return=minimal, count=exact, handling=strict, max-affected=1',
    });
    expect(preferenceApplied(parsePrefer('max-affected=1'), 'commit', [...kinds])).toEqual({});
  });
});

describe('ranges', () => {
  it.each([
    [0, 10, undefined, '0-9/*'],
    [5, 3, 20, '5-7/20'],
    [0, 0, 0, '*/0'],
    [0, 0, undefined, '*/*'],
  ])('contentRange(%i, %i, %s) = %s', (offset, returned, total, expected) => {
    expect(contentRange(offset, returned, total)).toBe(expected);
  });

  it.each([
    [0, 10, undefined, 200],
    [0, 10, 10, 200],
    [0, 5, 10, 206],
    [10, 0, 10, 206],
  ])('readStatus(%i, %i, %s) = %i', (offset, returned, total, status) => {
    expect(readStatus(offset, returned, total)).toBe(status);
  });

  it('answers 416 PGRST103 past the end', () => {
    expect(() => readStatus(11, 0, 10)).toThrow(expect.objectContaining({ status: 416 }));
  });

  it.each([
    [null, undefined, undefined, { limit: undefined, offset: undefined }],
    ['0-9', undefined, undefined, { limit: 10, offset: 0 }],
    ['5-', undefined, undefined, { limit: undefined, offset: 5 }],
    ['0-99', 10, 20, { limit: 10, offset: 20 }],
    ['nonsense', 3, undefined, { limit: 3, offset: undefined }],
  ])('applyRangeHeader(%j, %s, %s)', (header, limit, offset, expected) => {
    expect(applyRangeHeader(header, limit, offset)).toEqual(expected);
  });
});

describe('restTarget', () => {
  it.each([
    ['/rest/v1/contacts', { kind: 'relation', name: 'contacts' }],
    ['/rest/v1/Profiles', { kind: 'relation', name: 'Profiles' }],
    ['/rest/v1/my%20table', { kind: 'relation', name: 'my table' }],
    ['/rest/v1/rpc/subscribe_newsletter', { kind: 'rpc', name: 'subscribe_newsletter' }],
    ['/rest/v1/', { kind: 'root' }],
  ])('%s', (path, expected) => {
    expect(restTarget(path)).toEqual(expected);
  });

  it.each(['/rest/v1/a/b', '/rest/v1/rpc/', '/rest/v1/%zz'])('refuses %s', (path) => {
    expect(() => restTarget(path)).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code: 'PGRST125' }) }),
    );
  });
});

describe('unsafePathReason', () => {
  it.each([
    '/rest/v1/contacts',
    '/rest/v1/rpc/fn?a=../b',
    '/storage/v1/object/b/some.file.txt',
    '/_mail/12',
    '/storage/v1/object/b/caf%C3%A9%20menu.pdf',
    '/rest/v1/contacts?email=eq.%zz',
  ])('accepts %s', (path) => {
    expect(unsafePathReason(path)).toBeUndefined();
  });

  it.each([
    '/rest/v1/../auth',
    '/rest/v1/..',
    '/rest/v1/./x',
    '/rest/v1/%2E%2E/x',
    '/rest/v1/.%2e/x',
    '/rest/v1/a%2fb',
    '/rest/v1/a%5cb',
    '/rest/v1/a\\b',
    '/rest/v1/a%00',
    '//evil.example/rest/v1',
    'rest/v1/x',
    '/rest/v1/%zz',
    '/auth/v1/admin/users/%E0%A4%A',
    '/functions/v1/a%',
    '/storage/v1/object/b/%E0',
    '/storage/v1/object/b/%C0%AE',
  ])('refuses %s', (path) => {
    expect(unsafePathReason(path)).toBeTypeOf('string');
  });
});

describe('pickOverload', () => {
  const fn = (args: [string, boolean][], type = 'text') => ({
    schema: 'public',
    name: 'f',
    args: args.map(([name, hasDefault]) => ({ name, type, hasDefault, variadic: false })),
    returnsSet: false,
    returnKind: 'scalar' as const,
    outColumns: [],
    volatile: true,
    singleRow: true,
    callable: true,
  });

  it('needs every required argument and accepts defaults', () => {
    const candidates = [
      fn([
        ['a', false],
        ['b', true],
      ]),
    ];
    expect(pickOverload(candidates, ['a'], false)?.fn).toBe(candidates[0]);
    expect(pickOverload(candidates, ['a', 'b'], false)?.fn).toBe(candidates[0]);
    expect(pickOverload(candidates, ['b'], false)).toBeUndefined();
    expect(pickOverload(candidates, ['a', 'c'], false)).toBeUndefined();
  });

  it('picks the overload whose names match', () => {
    const candidates = [fn([['a', false]]), fn([['x', false]])];
    expect(pickOverload(candidates, ['x'], false)?.fn).toBe(candidates[1]);
  });

  it('answers PGRST203 when the names cannot tell overloads apart', () => {
    const candidates = [fn([['a', false]], 'integer'), fn([['a', false]], 'text')];
    expect(() => pickOverload(candidates, ['a'], false)).toThrow(
      expect.objectContaining({ status: 300, body: expect.objectContaining({ code: 'PGRST203' }) }),
    );
  });

  it('gives a JSON body to a single unnamed json parameter when no name matches', () => {
    const candidates = [fn([['', false]], 'json')];
    expect(pickOverload(candidates, ['anything'], true)).toEqual({
      fn: candidates[0],
      wholeBody: true,
    });
    expect(pickOverload(candidates, ['anything'], false)).toBeUndefined();
  });
});

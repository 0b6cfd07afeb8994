import { describe, expect, it } from 'vitest';
import {
  isStalePlanError,
  PREPARED_STATEMENTS_PER_CONNECTION,
  PreparedOnConnection,
  statementName,
} from '../../../supabase/local/db/prepared-statements.ts';

function postgresError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('statementName', () => {
  it('names the same text alike and different texts apart, within the 63-byte identifier limit', () => {
    const a = statementName('select 1');
    expect(statementName('select 1')).toBe(a);
    expect(statementName('select 2')).not.toBe(a);
    expect(statementName('x'.repeat(100_000)).length).toBeLessThanOrEqual(63);
  });
});

describe('PreparedOnConnection', () => {
  it('counts distinct statements and asks to retire the connection at its limit', () => {
    const prepared = new PreparedOnConnection(3);
    prepared.nameFor('select 1');
    prepared.nameFor('select 1');
    prepared.nameFor('select 2');
    expect(prepared.size).toBe(2);
    expect(prepared.retire).toBe(false);
    prepared.nameFor('select 3');
    expect(prepared.retire).toBe(true);
  });

  it('asks to retire a connection whose plans went stale', () => {
    const prepared = new PreparedOnConnection();
    expect(prepared.retire).toBe(false);
    prepared.markStale();
    expect(prepared.retire).toBe(true);
  });

  it('has a default limit that keeps a busy connection for a long time', () => {
    expect(PREPARED_STATEMENTS_PER_CONNECTION).toBeGreaterThanOrEqual(100);
  });
});

describe('isStalePlanError', () => {
  it.each([
    [postgresError('0A000', 'cached plan must not change result type'), true],
    [postgresError('0A000', 'some other feature is not supported'), false],
    [postgresError('42P01', 'cached plan must not change result type'), false],
    [new Error('cached plan must not change result type'), false],
    ['cached plan must not change result type', false],
  ])('%o → %s', (error, stale) => {
    expect(isStalePlanError(error)).toBe(stale);
  });
});

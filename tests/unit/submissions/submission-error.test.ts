import { describe, expect, it } from 'vitest';
import { isHoneypotFilled } from '~/lib/submissions/honeypot.ts';
import { classifySubmissionError } from '~/lib/submissions/submission-error.ts';

describe('classifySubmissionError', () => {
  it.each([
    [{ code: '23505', message: 'duplicate key' }, 'duplicate'],
    [{ code: 'PT429', message: 'rate_limited' }, 'throttled'],
    [{ status: 429 }, 'throttled'],
    [{ code: '42501', message: 'permission denied' }, 'failure'],
    [{ code: '', message: 'TypeError: Failed to fetch' }, 'failure'],
    [new Error('offline'), 'failure'],
    [null, 'failure'],
    ['text', 'failure'],
  ])('%j is %s', (error, expected) => {
    expect(classifySubmissionError(error)).toBe(expected);
  });
});

describe('isHoneypotFilled', () => {
  it.each([
    ['', false],
    ['   ', false],
    [undefined, false],
    ['http://spam.example', true],
  ])('%j -> %s', (value, expected) => {
    expect(isHoneypotFilled(value)).toBe(expected);
  });
});

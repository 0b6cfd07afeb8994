// The key rules on their own (the server's path guard may refuse some tricks before Storage
// sees them; these rules must hold regardless).
import { describe, expect, it } from 'vitest';
import {
  checkKeyString,
  checkRawObjectPath,
  isValidBucketId,
  mimeTypeAllowed,
} from '../../../supabase/local/storage/object-key.ts';

describe('checkRawObjectPath', () => {
  it.each([
    [['abc', 'file.pdf'], 'abc/file.pdf'],
    [['3f2b', 'Q3%20report%20(final).pdf'], '3f2b/Q3 report (final).pdf'],
    [['%D8%B9%D9%82%D8%AF.pdf'], 'عقد.pdf'],
  ])('accepts %j as %s', (segments, key) => {
    expect(checkRawObjectPath(segments)).toEqual({ ok: true, key });
  });

  it.each([
    [['..', 'keys.json']],
    [['%2e%2e', 'keys.json']],
    [['a', '.']],
    [['..%2Fkeys.json']],
    [['a%5Cb']],
    [['a%00b']],
    [['%252e%252e']],
    [['a', '', 'b']],
    [['%E0%A4%A']],
    [[]],
    [['x'.repeat(1100)]],
  ])('refuses %j', (segments) => {
    expect(checkRawObjectPath(segments).ok).toBe(false);
  });
});

describe('keys for new objects follow hosted Storage', () => {
  it.each([
    [['abc', 'Q3 report (final).pdf'], true],
    [["a&b,c;d=e+f@g$h!i*j'k:l"], true],
    [['%D8%B9%D9%82%D8%AF.pdf'], false],
    [['photo%20%F0%9F%98%80.png'], false],
    [['Budget%20%5Bfinal%5D%20%233.pdf'], false],
    [['50%25.pdf'], false],
    [['a'.repeat(255)], true],
    [['a'.repeat(256)], false],
  ])('%j -> %s', (segments, ok) => {
    expect(checkRawObjectPath(segments, 'write').ok).toBe(ok);
  });

  it('still reads a long-stored Arabic key, but no segment over 255 bytes', () => {
    expect(checkRawObjectPath(['%D8%B9%D9%82%D8%AF.pdf'], 'read').ok).toBe(true);
    expect(checkRawObjectPath([encodeURIComponent('ع'.repeat(128))], 'read').ok).toBe(false);
  });
});

describe('checkKeyString', () => {
  it.each([
    ['folder/file.txt', true],
    ['/etc/passwd', false],
    ['a/../b', false],
    ['a\\b', false],
    ['a/b/', false],
  ])('%s -> %s', (key, ok) => {
    expect(checkKeyString(key).ok).toBe(ok);
  });
});

describe('isValidBucketId', () => {
  it.each([
    ['contact_attachments', true],
    ['avatars-2', true],
    ['..', false],
    ['.tmp', false],
    ['a/b', false],
    ['', false],
  ])('%s -> %s', (id, ok) => {
    expect(isValidBucketId(id)).toBe(ok);
  });
});

describe('mimeTypeAllowed', () => {
  it.each([
    ['image/png', null, true],
    ['image/png', ['image/*'], true],
    ['application/pdf', ['image/*'], false],
    ['text/plain;charset=UTF-8', ['text/plain'], true],
    ['TEXT/PLAIN', ['text/plain'], true],
  ] as const)('%s with %j -> %s', (type, allowed, ok) => {
    expect(mimeTypeAllowed(type, allowed)).toBe(ok);
  });
});

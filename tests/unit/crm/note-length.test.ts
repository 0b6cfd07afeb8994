import { describe, expect, it } from 'vitest';
import { NOTE_LIMIT, noteLength } from '../../../src/lib/crm/note-length.ts';
import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';

describe('noteLength', () => {
  it('takes its limit from the field limits pinned to SQL', () => {
    expect(NOTE_LIMIT).toBe(FIELD_LIMITS.note);
  });

  it.each([
    [0, '0 / 5,000', 'normal'],
    [21, '21 / 5,000', 'normal'],
    [4499, '4,499 / 5,000', 'normal'],
    [4500, '4,500 / 5,000', 'near'],
    [4990, '4,990 / 5,000', 'near'],
    [4999, '4,999 / 5,000', 'near'],
    [5000, '5,000 / 5,000', 'full'],
    [10_050, '10,050 / 5,000', 'full'],
  ])('%i characters of 5,000: %s, %s', (length, text, level) => {
    expect(noteLength(length, 5000)).toEqual({ text, level });
  });

  it('works for any limit', () => {
    expect(noteLength(9, 10)).toEqual({ text: '9 / 10', level: 'near' });
  });
});

// The note box's counter (docs/behaviour/staff-app.md#notes): the limit is the database's, from
// the one list of field limits pinned to SQL.
import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { crmNumberFormat } from './staff-format.ts';

export const NOTE_LIMIT = FIELD_LIMITS.note;

/** From this share of the limit on, the counter stands out. */
const NEAR_SHARE = 0.9;

export type NoteLengthLevel = 'normal' | 'near' | 'full';

export interface NoteLength {
  /** '4,990 / 5,000' */
  text: string;
  level: NoteLengthLevel;
}

/**
 * How full the note box is. `length` is the box's own measure (UTF-16 units, what its maxLength
 * counts), so the counter reaches the limit exactly when the box stops taking text.
 */
export function noteLength(length: number, limit: number = NOTE_LIMIT): NoteLength {
  const level: NoteLengthLevel =
    length >= limit ? 'full' : length >= Math.ceil(limit * NEAR_SHARE) ? 'near' : 'normal';
  const count = crmNumberFormat();
  return { text: `${count.format(length)} / ${count.format(limit)}`, level };
}

import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import {
  fieldRule,
  refusedField,
  type MyDetailField,
  type MyDetails,
} from '~/lib/account/my-details.ts';
import type { AccountWords } from '~/lib/account/words.ts';

export class DetailsRefused extends Error {
  /** The field the database refused, when it named one. */
  readonly field: MyDetailField | null;

  constructor(message: string, field: MyDetailField | null) {
    super(message);
    this.field = field;
  }
}

/**
 * Corrects the member's name, company, title and phone on their own contact and application rows
 * (update_my_details: the caller's proven address only; the limits checked in SQL). Answers how
 * many rows changed.
 */
export async function updateMyDetails(details: MyDetails, words: AccountWords): Promise<number> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('update_my_details', details);
  if (error) {
    // 22023: a field the database refused; PT404: nothing to correct. Their messages are the
    // member's where the page shows server texts; elsewhere the field's rule in the page's language.
    if (error.code === '22023' || error.code === 'PT404') {
      const field = refusedField(error.hint);
      const message = words.showsServerText
        ? error.message
        : field
          ? fieldRule(field, words.details)
          : words.details.failed;
      throw new DetailsRefused(message, field);
    }
    throw new Error(words.details.failed);
  }
  return data;
}

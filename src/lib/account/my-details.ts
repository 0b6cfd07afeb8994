// The name, company, title and phone a member can correct (docs/behaviour/member-account.md#your-details).
// The limits are FIELD_LIMITS, pinned to the tables' checks; update_my_details checks them again
// in SQL and names the field it refuses (its hint), so a message lands on its field either way.
import { z } from '~/lib/validation/zod.ts';
import { FIELD_LIMITS } from '~functions/_shared/domain/field-limits.ts';
import { fillSlots } from '../i18n/slots.ts';
import type { HeldTables } from './held-data.ts';
import { ACCOUNT_WORDS_EN, type DetailsWords } from './words.ts';

export const MY_DETAIL_FIELDS = ['first_name', 'last_name', 'company', 'title', 'phone'] as const;
export type MyDetailField = (typeof MY_DETAIL_FIELDS)[number];
export type MyDetails = Record<MyDetailField, string>;

/** What a field's rule says when it is broken, in `words`' language. */
export function fieldRule(field: MyDetailField, words: DetailsWords): string {
  if (field === 'first_name') {
    return fillSlots(words.firstNameRule, { limit: FIELD_LIMITS.personName });
  }
  return fillSlots(words.atMost, { label: words.subjects[field], limit: LIMITS[field] });
}

const LIMITS = {
  last_name: FIELD_LIMITS.personName,
  company: FIELD_LIMITS.company,
  title: FIELD_LIMITS.title,
  phone: FIELD_LIMITS.phone,
} as const satisfies Record<Exclude<MyDetailField, 'first_name'>, number>;

/** The form's rules, their messages in the page's language (English by default). */
export function detailsSchema(words: DetailsWords = ACCOUNT_WORDS_EN.details) {
  const atMost = (field: keyof typeof LIMITS) =>
    z
      .string()
      .trim()
      .max(LIMITS[field], { error: fieldRule(field, words) });
  const firstName = fieldRule('first_name', words);
  return z.object({
    first_name: z
      .string()
      .trim()
      .min(1, { error: firstName })
      .max(FIELD_LIMITS.personName, { error: firstName }),
    last_name: atMost('last_name'),
    company: atMost('company'),
    title: atMost('title'),
    phone: atMost('phone'),
  });
}

/** The rules with their English messages. */
export const myDetailsSchema = detailsSchema();

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function newest(rows: readonly Record<string, unknown>[] | undefined) {
  return [...(rows ?? [])].sort((a, b) => text(b.created_at).localeCompare(text(a.created_at)))[0];
}

/**
 * What the form starts from: the newest contact row, else the newest application; null when
 * neither holds a name for the member (there is nothing to correct).
 */
export function currentDetails(tables: HeldTables): MyDetails | null {
  const contact = newest(tables.contacts);
  if (contact) {
    return {
      first_name: text(contact.first_name),
      last_name: text(contact.last_name),
      company: text(contact.company),
      title: text(contact.title),
      phone: text(contact.phone),
    };
  }
  const application = newest(tables.membership_requests);
  if (application) {
    return {
      first_name: text(application.first_name),
      last_name: text(application.last_name),
      company: text(application.company),
      title: text(application.title),
      phone: text(application.phone_number),
    };
  }
  return null;
}

/** The field a database refusal names (update_my_details sets it as the hint), if any. */
export function refusedField(hint: unknown): MyDetailField | null {
  return (MY_DETAIL_FIELDS as readonly unknown[]).includes(hint) ? (hint as MyDetailField) : null;
}

// The name, company, title and phone a member can correct (docs/behaviour/member-account.md#your-details).
// The limits are FIELD_LIMITS, pinned to the tables' checks; update_my_details checks them again
// in SQL and names the field it refuses (its hint), so a message lands on its field either way.
import { z } from '~/lib/validation/zod.ts';
import { FIELD_LIMITS } from '~functions/_shared/domain/field-limits.ts';
import type { HeldTables } from './held-data.ts';

export const MY_DETAIL_FIELDS = ['first_name', 'last_name', 'company', 'title', 'phone'] as const;
export type MyDetailField = (typeof MY_DETAIL_FIELDS)[number];
export type MyDetails = Record<MyDetailField, string>;

export const MY_DETAIL_LABELS: Record<MyDetailField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company',
  title: 'Title',
  phone: 'Phone',
};

const atMost = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .max(limit, { error: `${label} can be at most ${limit} characters.` });

export const myDetailsSchema = z.object({
  first_name: z
    .string()
    .trim()
    .min(1, { error: `Give your first name (at most ${FIELD_LIMITS.personName} characters).` })
    .max(FIELD_LIMITS.personName, {
      error: `Give your first name (at most ${FIELD_LIMITS.personName} characters).`,
    }),
  last_name: atMost('Your last name', FIELD_LIMITS.personName),
  company: atMost('Your company', FIELD_LIMITS.company),
  title: atMost('Your title', FIELD_LIMITS.title),
  phone: atMost('Your phone number', FIELD_LIMITS.phone),
});

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

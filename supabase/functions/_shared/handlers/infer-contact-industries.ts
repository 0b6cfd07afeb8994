// Staff fill in missing industries: every contact without one (or, with {all:true}, every
// contact) is classified by the keyword model; contacts it cannot place stay as they are. The
// answers are written by one database call (set_contact_industries) per 10,000 contacts.
// Reads and writes go through the staff member's own client, so RLS applies.
import type { FunctionsClient } from '../types.ts';
import { z } from 'zod';
import type { Tables } from '../database.types.ts';
import { requireStaff } from '../auth/require-staff.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { classifyIndustry } from '../industries/classify-industry.ts';
import type { IndustryId } from '../industry-catalogue.ts';

export const inferContactIndustriesInput = z.object({
  all: z.boolean({ error: 'all must be true or false' }).default(false),
});

type ContactRow = Pick<Tables<'contacts'>, 'id' | 'company' | 'title' | 'email' | 'industry'>;

/**
 * Contacts asked for per request (~110 bytes each, ~550 KB). A server with a lower max-rows (hosted
 * Supabase answers at most 1,000 by default) returns fewer, so only an empty page ends the read.
 */
const PAGE_SIZE = 5000;
/**
 * Updates per call of set_contact_industries: ~62 bytes each, so 10,000 are ~620 KB, under the
 * 1 MB JSON body limit. One call for a pipeline of 10,000: the live feed reads back the first
 * half's changes on the same database connection, so a second call would wait for it.
 */
const UPDATE_BATCH = 10_000;

export function updatedMessage(updated: number, total: number): string {
  return `Updated ${updated} of ${total} contact${total === 1 ? '' : 's'}`;
}

/** Every contact to classify, page by page after the last id seen (no OFFSET re-scans). */
async function readContacts(client: FunctionsClient, all: boolean): Promise<ContactRow[]> {
  const contacts: ContactRow[] = [];
  for (let after: string | null = null; ;) {
    let query = client.from('contacts').select('id, company, title, email, industry');
    if (!all) query = query.is('industry', null);
    if (after !== null) query = query.gt('id', after);
    const { data, error } = await query.order('id').limit(PAGE_SIZE);
    if (error) throw new Error(`Could not read contacts: ${error.message}`);
    if (!data || data.length === 0) return contacts;
    contacts.push(...data);
    after = data[data.length - 1]!.id;
  }
}

/**
 * The model reads the company, the title and the address's domain, nothing else; colleagues share
 * all three, so each distinct triple is classified once (the bench's 10,500 contacts are 700).
 * The whole plan runs while the server, and the embedded database with it, waits.
 */
function sameFactsKey(contact: ContactRow): string {
  const domain = contact.email?.slice(contact.email.indexOf('@') + 1) ?? '';
  return `${contact.company ?? ''}\u0000${contact.title ?? ''}\u0000${domain}`;
}

/** Which contacts change, grouped by their new industry (one update per group and batch). */
export function planIndustryUpdates(contacts: readonly ContactRow[]): Map<IndustryId, string[]> {
  const plan = new Map<IndustryId, string[]>();
  const classified = new Map<string, IndustryId | null>();
  for (const contact of contacts) {
    const key = sameFactsKey(contact);
    let industry = classified.get(key);
    if (industry === undefined) {
      industry = classifyIndustry(contact).industry;
      classified.set(key, industry);
    }
    if (industry && industry !== contact.industry) {
      const ids = plan.get(industry);
      if (ids) ids.push(contact.id);
      else plan.set(industry, [contact.id]);
    }
  }
  return plan;
}

export const inferContactIndustries = defineJsonFunction({
  name: 'infer-contact-industries',
  input: inferContactIndustriesInput,
  allowEmptyBody: true,
  async handle(input, { request, deps }) {
    const staff = await requireStaff(request, deps);
    const contacts = await readContacts(staff.client, input.all);

    const updates = [...planIndustryUpdates(contacts)].flatMap(([industry, ids]) =>
      ids.map((id) => ({ id, industry })),
    );
    let updated = 0;
    for (let start = 0; start < updates.length; start += UPDATE_BATCH) {
      const { data, error } = await staff.client.rpc('set_contact_industries', {
        updates: updates.slice(start, start + UPDATE_BATCH),
      });
      if (error) throw new Error(`Could not update contacts: ${error.message}`);
      updated += data ?? 0;
    }
    return { updated, total: contacts.length, message: updatedMessage(updated, contacts.length) };
  },
});

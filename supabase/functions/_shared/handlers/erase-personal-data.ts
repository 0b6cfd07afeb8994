// Staff erase one person (issue 27; docs/privacy/export-and-erasure.md): refused, with the reason,
// while they are confirmed for an upcoming event (unless override); otherwise erase_personal_data
// removes every row the inventory names, the account, and suppresses the address in one
// transaction, and the stored files it names are removed from their buckets here.
import { z } from 'zod';
import { requireStaff } from '../auth/require-staff.ts';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { personDataInput, statusOfDatabaseError } from '../privacy/person-input.ts';

export const erasePersonalDataInput = personDataInput.extend({
  override: z.boolean({ error: 'override must be true or false' }).default(false),
});

export interface ErasureBlocker {
  guest_name: string;
  event_slug: string;
  starts_at: string;
  time_zone: string;
}

/**
 * "Layla Karim is confirmed for An Evening with 180 Studios on 24 June 2025"; the event's title
 * from public.events, or its slug when no content file has it.
 */
export function refusalReason(blocker: ErasureBlocker, eventTitle: string | null): string {
  const title = eventTitle ?? blocker.event_slug;
  let date: string;
  try {
    date = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeZone: blocker.time_zone,
    }).format(new Date(blocker.starts_at));
  } catch {
    date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(
      new Date(blocker.starts_at),
    );
  }
  return `${blocker.guest_name} is confirmed for ${title} on ${date}`;
}

interface ErasureResult {
  audit_id: string;
  rows: Record<string, number>;
  files: { bucket: string; name: string }[];
}

export const erasePersonalData = defineJsonFunction({
  name: 'erase-personal-data',
  input: erasePersonalDataInput,
  async handle(input, { request, deps }) {
    const caller = await requireStaff(request, deps);
    if (!input.override) {
      const { data: blockers, error } = await caller.client.rpc('erasure_blockers', {
        email: input.email,
      });
      if (error) throw new HttpError(statusOfDatabaseError(error.code), error.message);
      const first = blockers?.[0];
      if (first) {
        const { data: event } = await caller.client
          .from('events')
          .select('title_en')
          .eq('slug', first.event_slug)
          .maybeSingle();
        throw new HttpError(409, refusalReason(first, event?.title_en ?? null));
      }
    }
    const { data, error } = await caller.client.rpc('erase_personal_data', {
      email: input.email,
      override: input.override,
      ...(input.privacyRequestId ? { privacy_request_id: input.privacyRequestId } : {}),
    });
    if (error) throw new HttpError(statusOfDatabaseError(error.code), error.message);
    const erased = data as unknown as ErasureResult;

    const service = createServiceClient(deps);
    const byBucket = new Map<string, string[]>();
    for (const file of erased.files) {
      byBucket.set(file.bucket, [...(byBucket.get(file.bucket) ?? []), file.name]);
    }
    const failed: string[] = [];
    for (const [bucket, names] of byBucket) {
      const { error: removeError } = await service.storage.from(bucket).remove(names);
      if (removeError) {
        deps.log(
          'error',
          `Could not remove ${names.length} erased files from ${bucket}`,
          removeError,
        );
        failed.push(...names);
      }
    }
    if (failed.length > 0) {
      throw new HttpError(
        500,
        `The person's rows were erased, but ${failed.length} stored file(s) could not be removed: ${failed.join(', ')}`,
      );
    }
    return {
      erased: true,
      auditId: erased.audit_id,
      rows: erased.rows,
      files: erased.files.length,
    };
  },
});

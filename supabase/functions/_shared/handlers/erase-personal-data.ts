// Staff erase one person (issue 27; docs/privacy/export-and-erasure.md): refused, with the reason,
// while they are confirmed for an upcoming event (unless override); otherwise erase_personal_data
// removes every row the inventory names, the account, and suppresses the address in one
// transaction, and the stored files it names are removed from their buckets here.
import { z } from 'zod';
import { requireStaff } from '../auth/require-staff.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { firstRefusal } from '../privacy/erasure-refusal.ts';
import { personDataInput, statusOfDatabaseError } from '../privacy/person-input.ts';
import { removeErasedFiles, type ErasureResult } from '../privacy/remove-erased-files.ts';

export { refusalReason, type ErasureBlocker } from '../privacy/erasure-refusal.ts';

export const erasePersonalDataInput = personDataInput.extend({
  override: z.boolean({ error: 'override must be true or false' }).default(false),
});

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
      const refusal = await firstRefusal(caller.client, blockers);
      if (refusal) throw new HttpError(409, refusal);
    }
    const { data, error } = await caller.client.rpc('erase_personal_data', {
      email: input.email,
      override: input.override,
      ...(input.privacyRequestId ? { privacy_request_id: input.privacyRequestId } : {}),
    });
    if (error) throw new HttpError(statusOfDatabaseError(error.code), error.message);
    const erased = data as unknown as ErasureResult;
    await removeErasedFiles(erased, deps);
    return {
      erased: true,
      auditId: erased.audit_id,
      rows: erased.rows,
      files: erased.files.length,
    };
  },
});

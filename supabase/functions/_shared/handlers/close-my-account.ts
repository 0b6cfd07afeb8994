// A member closes their own account (issue 41; docs/behaviour/member-account.md#close-your-account):
// the staff erasure of the caller's own proven address (the body names no address), refused with
// the same reason while they are confirmed for an upcoming event, and never overridden; the
// stored files it names are removed as for staff.
import { z } from 'zod';
import { requireMember } from '../auth/require-member.ts';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { firstRefusal } from '../privacy/erasure-refusal.ts';
import { statusOfDatabaseError } from '../privacy/person-input.ts';
import { removeErasedFiles, type ErasureResult } from '../privacy/remove-erased-files.ts';

export const closeMyAccount = defineJsonFunction({
  name: 'close-my-account',
  input: z.object({}).strict(),
  allowEmptyBody: true,
  async handle(_input, { request, deps }) {
    const caller = await requireMember(request, deps);
    const { data: blockers, error: blockersError } = await caller.client.rpc('my_erasure_blockers');
    if (blockersError) {
      throw new HttpError(statusOfDatabaseError(blockersError.code), blockersError.message);
    }
    // The event's title is public (its content page); a member's own client cannot read public.events.
    const refusal = await firstRefusal(createServiceClient(deps), blockers);
    if (refusal) throw new HttpError(409, refusal);
    const { data, error } = await caller.client.rpc('erase_my_personal_data');
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

// A member downloads the export of their own data (issue 41; docs/behaviour/member-account.md#your-data):
// export_my_personal_data gathers and audits the same rows as the staff export, for the caller's
// own proven address only (the body names no address), the same archive is packed and stored,
// and the member gets a short-lived signed link to download it at once.
import { z } from 'zod';
import { requireMember } from '../auth/require-member.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { statusOfDatabaseError } from '../privacy/person-input.ts';
import { signExportLink } from '../privacy/export-link.ts';
import { storeExportArchive, type ExportData } from '../privacy/store-export.ts';

/** How long the download link works: long enough to start it, not to forward it. */
export const MY_EXPORT_LINK_SECONDS = 10 * 60;

export const exportMyPersonalData = defineJsonFunction({
  name: 'export-my-personal-data',
  // Nothing to send: the address is the caller's own, read by the database.
  input: z.object({}).strict(),
  allowEmptyBody: true,
  async handle(_input, { request, deps }) {
    const caller = await requireMember(request, deps);
    const { data, error } = await caller.client.rpc('export_my_personal_data');
    if (error) throw new HttpError(statusOfDatabaseError(error.code), error.message);
    const gathered = data as unknown as ExportData;
    const stored = await storeExportArchive(gathered, deps);
    const filename = `personal-data-${deps.now().toISOString().slice(0, 10)}.zip`;
    const url = await signExportLink(deps, stored.objectName, MY_EXPORT_LINK_SECONDS, filename);
    return {
      exportId: gathered.export_id,
      url,
      filename,
      rows: stored.rows,
      files: stored.files,
      bytes: stored.bytes,
    };
  },
});

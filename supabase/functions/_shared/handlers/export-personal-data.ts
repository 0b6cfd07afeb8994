// Staff export everything held about one address (issue 27; docs/privacy/export-and-erasure.md):
// personal_data_export gathers the rows the inventory names (and audits the export), the archive
// is packed and stored (privacy/store-export.ts) in the private personal_data_exports bucket, and
// a job mails the person a time-limited link.
import { requireStaff } from '../auth/require-staff.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { personDataInput, statusOfDatabaseError } from '../privacy/person-input.ts';
import { storeExportArchive, type ExportData } from '../privacy/store-export.ts';

export { EXPORTS_BUCKET } from '../privacy/store-export.ts';

export const exportPersonalData = defineJsonFunction({
  name: 'export-personal-data',
  input: personDataInput,
  async handle(input, { request, deps }) {
    const caller = await requireStaff(request, deps);
    const { data, error } = await caller.client.rpc('personal_data_export', {
      email: input.email,
      ...(input.privacyRequestId ? { privacy_request_id: input.privacyRequestId } : {}),
    });
    if (error) throw new HttpError(statusOfDatabaseError(error.code), error.message);
    const gathered = data as unknown as ExportData;
    const stored = await storeExportArchive(gathered, deps);

    const { error: queueError } = await caller.client.rpc('queue_personal_data_export_mail', {
      export_id: gathered.export_id,
    });
    if (queueError) throw new Error(`Could not queue the mail: ${queueError.message}`);
    return {
      exportId: gathered.export_id,
      rows: stored.rows,
      files: stored.files,
      bytes: stored.bytes,
    };
  },
});

// Staff export everything held about one address (issue 27; docs/privacy/export-and-erasure.md):
// personal_data_export gathers the rows the inventory names (and audits the export), the stored
// files are read from their bucket, the archive is packed (privacy/export-archive.ts) into the
// private personal_data_exports bucket, and a job mails the person a time-limited link.
import { requireStaff } from '../auth/require-staff.ts';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { buildExportArchive, type ArchiveFile } from '../privacy/export-archive.ts';
import { personDataInput, statusOfDatabaseError } from '../privacy/person-input.ts';
import { readSettings } from '../settings.ts';

export const EXPORTS_BUCKET = 'personal_data_exports';

interface ExportData {
  export_id: string;
  email: string;
  object_name: string;
  tables: Record<string, Record<string, unknown>[]>;
  files: { bucket: string; name: string; filename: string }[];
}

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

    const service = createServiceClient(deps);
    const files: ArchiveFile[] = [];
    for (const file of gathered.files) {
      const { data: blob, error: readError } = await service.storage
        .from(file.bucket)
        .download(file.name);
      if (readError || !blob) {
        throw new Error(`Could not read the stored file ${file.name}: ${readError?.message}`);
      }
      files.push({ filename: file.filename, bytes: new Uint8Array(await blob.arrayBuffer()) });
    }
    const archive = buildExportArchive({
      email: gathered.email,
      createdAt: deps.now(),
      siteName: readSettings(deps.env).siteName,
      tables: gathered.tables,
      files,
    });
    const { error: storeError } = await service.storage
      .from(EXPORTS_BUCKET)
      .upload(gathered.object_name, archive, { contentType: 'application/zip', upsert: false });
    if (storeError) {
      // Staff see why (e.g. over the bucket's 500 MB); the export row stays, with no archive.
      throw new HttpError(
        502,
        `Could not store the archive (${(archive.byteLength / 1048576).toFixed(1)} MB): ${storeError.message}`,
      );
    }

    const { error: queueError } = await caller.client.rpc('queue_personal_data_export_mail', {
      export_id: gathered.export_id,
    });
    if (queueError) throw new Error(`Could not queue the mail: ${queueError.message}`);
    return {
      exportId: gathered.export_id,
      rows: Object.fromEntries(
        Object.entries(gathered.tables).map(([name, rows]) => [name, rows.length]),
      ),
      files: files.length,
      bytes: archive.byteLength,
    };
  },
});

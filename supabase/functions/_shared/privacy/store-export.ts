// The export's archive, packed and stored the same way for staff and for the member themselves
// (docs/privacy/export-and-erasure.md#export): the stored files are read from their bucket, the
// archive is packed (export-archive.ts) and put in the private personal_data_exports bucket.
import { createServiceClient } from '../clients.ts';
import { HttpError } from '../http/respond.ts';
import { readSettings } from '../settings.ts';
import type { FunctionDeps } from '../types.ts';
import { buildExportArchive, type ArchiveFile } from './export-archive.ts';

export const EXPORTS_BUCKET = 'personal_data_exports';

/** What personal_data_export (and export_my_personal_data) answer. */
export interface ExportData {
  export_id: string;
  email: string;
  object_name: string;
  tables: Record<string, Record<string, unknown>[]>;
  files: { bucket: string; name: string; filename: string }[];
}

export interface StoredExport {
  /** The archive's object in EXPORTS_BUCKET. */
  objectName: string;
  files: number;
  bytes: number;
  rows: Record<string, number>;
}

/** Packs the gathered rows and files into the archive and stores it; throws HttpError 502 if it cannot. */
export async function storeExportArchive(
  gathered: ExportData,
  deps: FunctionDeps,
): Promise<StoredExport> {
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
    // The caller sees why (e.g. over the bucket's 500 MB); the export row stays, with no archive.
    throw new HttpError(
      502,
      `Could not store the archive (${(archive.byteLength / 1048576).toFixed(1)} MB): ${storeError.message}`,
    );
  }
  return {
    objectName: gathered.object_name,
    files: files.length,
    bytes: archive.byteLength,
    rows: Object.fromEntries(
      Object.entries(gathered.tables).map(([name, rows]) => [name, rows.length]),
    ),
  };
}

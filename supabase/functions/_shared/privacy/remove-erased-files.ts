// After an erasure (staff's or the member's own), the stored files it named are removed from their
// buckets through Storage, so the files go, not only their rows
// (docs/privacy/export-and-erasure.md#erasure).
import { createServiceClient } from '../clients.ts';
import { HttpError } from '../http/respond.ts';
import type { FunctionDeps } from '../types.ts';

export interface ErasureResult {
  audit_id: string;
  rows: Record<string, number>;
  files: { bucket: string; name: string }[];
}

/** Removes the erased files; throws HttpError 500 naming any that could not be removed. */
export async function removeErasedFiles(erased: ErasureResult, deps: FunctionDeps): Promise<void> {
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
}

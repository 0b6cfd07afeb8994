import { FunctionsHttpError } from '@supabase/supabase-js';
import { crmClient } from '../../api/client.ts';
import { labels } from '~/lib/crm/labels.ts';

/** The function's own {error} text when it answered one, else the client's message. */
async function functionError(error: unknown): Promise<{ status: number; message: string }> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    return {
      status: response.status,
      message:
        typeof body.error === 'string'
          ? body.error
          : labels.shared.failedWithStatus(response.status),
    };
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

export interface ExportAnswer {
  rows: Record<string, number>;
  files: number;
}

/**
 * Runs export-personal-data (docs/privacy/export-and-erasure.md#export) for the address; a privacy
 * request's id, when staff answer one, goes into the audit row.
 */
export async function exportPersonalData(
  email: string,
  privacyRequestId?: string,
): Promise<ExportAnswer> {
  const supabase = await crmClient();
  const { data, error } = await supabase.functions.invoke<ExportAnswer>('export-personal-data', {
    body: { email, ...(privacyRequestId ? { privacyRequestId } : {}) },
  });
  if (error) throw new Error((await functionError(error)).message);
  return data ?? { rows: {}, files: 0 };
}

export type ErasureAnswer =
  | { erased: true; rows: Record<string, number>; files: number }
  | { erased: false; refusal: string };

/**
 * Runs erase-personal-data (docs/privacy/export-and-erasure.md#erasure): its counts per table, or
 * a refusal (the person is confirmed for an upcoming event) as its reason, for staff to override
 * or not.
 */
export async function erasePersonalData(
  email: string,
  override: boolean,
  privacyRequestId?: string,
): Promise<ErasureAnswer> {
  const supabase = await crmClient();
  const { data, error } = await supabase.functions.invoke<ExportAnswer>('erase-personal-data', {
    body: { email, override, ...(privacyRequestId ? { privacyRequestId } : {}) },
  });
  if (!error) return { erased: true, rows: data?.rows ?? {}, files: data?.files ?? 0 };
  const failure = await functionError(error);
  if (failure.status === 409) return { erased: false, refusal: failure.message };
  throw new Error(failure.message);
}

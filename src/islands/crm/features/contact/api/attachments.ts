import type { Tables } from '~functions/_shared/database.types.ts';
import { attachmentNameProblem, attachmentStorageKey } from '~/lib/crm/attachment-key.ts';
import { attachmentUrlName } from '~/lib/crm/attachment-url.ts';
import { webLink } from '~/lib/crm/web-link.ts';
import { crmClient, crmRequestAuth } from '../../../api/client.ts';
import { labels } from '~/lib/crm/labels.ts';

export type Attachment = Tables<'contact_attachments'>;

export const ATTACHMENTS_BUCKET = 'contact_attachments';
/** The bucket's own limit (supabase/migrations/20251121000800_storage.sql); the server enforces it. */
export const MAX_ATTACHMENT_BYTES = 50 * 1024 * 1024;
/**
 * What a link's file_path holds: links have no stored file
 * (docs/behaviour/staff-app.md#attachments).
 */
export const LINK_PLACEHOLDER_PATH = 'external-link';

export async function listAttachments(contactId: string): Promise<Attachment[]> {
  const supabase = await crmClient();
  const { data, error } = await supabase
    .from('contact_attachments')
    .select('*')
    .eq('contact_id', contactId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

/** How far an upload is, as a fraction from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends the file as supabase-js's `storage.from(bucket).upload(path, file)` does (the same POST,
 * multipart body, headers and x-upsert: false), through XMLHttpRequest, because fetch cannot
 * report how much of a request body has gone. The bucket's size limit is the server's to enforce.
 */
function sendFile(path: string, file: File, onProgress: UploadProgress): Promise<void> {
  return crmRequestAuth().then(
    ({ supabaseUrl, headers }) =>
      new Promise<void>((resolve, reject) => {
        const body = new FormData();
        body.append('cacheControl', '3600');
        body.append('', file);
        const request = new XMLHttpRequest();
        request.open('POST', `${supabaseUrl}/storage/v1/object/${ATTACHMENTS_BUCKET}/${path}`);
        for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
        request.setRequestHeader('x-upsert', 'false');
        request.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        };
        request.onload = () => {
          if (request.status >= 200 && request.status < 300) {
            onProgress(1);
            resolve();
            return;
          }
          let message = labels.contact.uploadFailedWithStatus(request.status);
          try {
            const answer = JSON.parse(request.responseText) as { message?: unknown };
            if (typeof answer.message === 'string' && answer.message) message = answer.message;
          } catch {
            // Not JSON (a proxy's page): the status says enough.
          }
          reject(new Error(message));
        };
        request.onerror = () => reject(new Error(labels.contact.theUploadCouldNotReach));
        request.send(body);
      }),
  );
}

/**
 * Uploads the file under a key made safe for Storage (attachment-key.ts), then records it with
 * its original name. Each step fails with its own error title
 * (docs/behaviour/staff-app.md#attachments): a failed upload records nothing, and a file whose
 * record cannot be saved is removed again, so nothing is left half-stored.
 */
export async function uploadAttachment(
  contactId: string,
  file: File,
  onProgress: UploadProgress = () => undefined,
): Promise<void> {
  const problem = attachmentNameProblem(file.name);
  if (problem)
    throw Object.assign(new Error(problem), { title: labels.contact.errorUploadingFile });
  const supabase = await crmClient();
  const path = attachmentStorageKey(contactId, crypto.randomUUID(), file.name);
  try {
    await sendFile(path, file, onProgress);
  } catch (error) {
    throw Object.assign(error as Error, { title: labels.contact.errorUploadingFile });
  }
  const { error } = await supabase.from('contact_attachments').insert({
    contact_id: contactId,
    filename: file.name,
    file_path: path,
    content_type: file.type || null,
    size: file.size,
  });
  if (error) {
    await supabase.storage.from(ATTACHMENTS_BUCKET).remove([path]);
    throw Object.assign(error, { title: labels.contact.errorSavingFileMetadata });
  }
}

export async function addLinkAttachment(contactId: string, url: string): Promise<void> {
  const supabase = await crmClient();
  const { error } = await supabase.from('contact_attachments').insert({
    contact_id: contactId,
    filename: attachmentUrlName(url),
    file_path: LINK_PLACEHOLDER_PATH,
    external_url: url,
  });
  if (error) throw error;
}

/**
 * A short-lived link to download a stored file under its original name (Storage answers it with
 * `Content-Disposition: attachment` and the name as RFC 6266 `filename*`).
 */
export async function attachmentDownloadUrl(attachment: Attachment): Promise<string> {
  if (attachment.external_url) {
    const link = webLink(attachment.external_url);
    if (!link) throw new Error(labels.contact.thisLinkIsNotA);
    return link;
  }
  const supabase = await crmClient();
  const { data, error } = await supabase.storage
    .from(ATTACHMENTS_BUCKET)
    .createSignedUrl(attachment.file_path, 60, { download: attachment.filename });
  if (error) throw error;
  return data.signedUrl;
}

/**
 * Removes the stored file (if any), then the record; each step has its own error title
 * (docs/behaviour/staff-app.md#attachments).
 */
export async function deleteAttachment(attachment: Attachment): Promise<void> {
  const supabase = await crmClient();
  if (!attachment.external_url) {
    const removed = await supabase.storage.from(ATTACHMENTS_BUCKET).remove([attachment.file_path]);
    if (removed.error)
      throw Object.assign(removed.error, { title: labels.contact.errorDeletingFile });
  }
  const { error } = await supabase.from('contact_attachments').delete().eq('id', attachment.id);
  if (error) throw Object.assign(error, { title: labels.contact.errorDeletingFileMetadata });
}

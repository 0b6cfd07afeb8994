import { labels } from './labels.ts';
// Where an uploaded file is stored (docs/behaviour/staff-app.md#attachments). A person's file
// name may hold anything (spaces, brackets, #, %, Arabic, emoji, 255 bytes and more), while a
// storage key may only use hosted Supabase Storage's ASCII alphabet
// (docs/wire/supabase-js.md#storage-uploads-and-downloads) and each segment is at most 255 bytes.
// So the key is `<contact id>/<random id>/<safe name>`: the random id keeps it unique, the safe
// name only helps someone reading the bucket. The original name is kept in the attachment's row.

/** Longest safe name (ASCII, so bytes): well inside a 255-byte segment and a 1,024-byte key. */
export const MAX_SAFE_NAME_LENGTH = 100;
/** The attachment row's limit on the original name (contact_attachments.filename). */
export const MAX_FILENAME_LENGTH = 255;

/**
 * The file name reduced to letters, digits, `.`, `_` and `-` (accents dropped, every other run of
 * characters one `_`), at most 100 characters, its extension kept; `file` when nothing is left.
 */
export function safeStorageName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_');
  const dot = ascii.lastIndexOf('.');
  const rawExtension = dot > 0 ? ascii.slice(dot + 1) : '';
  const extension = /^[A-Za-z0-9]{1,10}$/.test(rawExtension) ? rawExtension : '';
  const stem = (extension ? ascii.slice(0, dot) : ascii)
    .replace(/\.+/g, '.')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX_SAFE_NAME_LENGTH - extension.length - 1)
    .replace(/[._-]+$/, '');
  return `${stem || 'file'}${extension ? `.${extension}` : ''}`;
}

/** The storage key of a contact's uploaded file. */
export function attachmentStorageKey(contactId: string, uploadId: string, name: string): string {
  return `${contactId}/${uploadId}/${safeStorageName(name)}`;
}

/** Why a file name cannot be kept as it is, or null: the row keeps 1 to 255 characters. */
export function attachmentNameProblem(name: string): string | null {
  const length = [...name.trim()].length;
  if (length === 0) return labels.contact.fileHasNoName;
  if (length > MAX_FILENAME_LENGTH)
    return labels.contact.fileNameTooLong(length, MAX_FILENAME_LENGTH);
  return null;
}

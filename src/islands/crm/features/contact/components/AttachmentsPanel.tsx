import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '~/islands/shared/ui/Spinner.tsx';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { controlClass } from '~/islands/shared/ui/field-classes.ts';
import { normaliseAttachmentUrl } from '~/lib/crm/attachment-url.ts';
import { errorMessage } from '../../../api/client.ts';
import {
  uploadAttachment,
  addLinkAttachment,
  attachmentDownloadUrl,
  deleteAttachment,
  listAttachments,
  MAX_ATTACHMENT_BYTES,
  type Attachment,
} from '../api/attachments.ts';
import { labels } from '~/lib/crm/labels.ts';

function titleOf(error: unknown, fallback: string): string {
  return error && typeof error === 'object' && 'title' in error ? String(error.title) : fallback;
}

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? labels.contact.sizeKb(Math.max(1, Math.round(bytes / 1024)))
      : labels.contact.sizeMb((bytes / 1024 / 1024).toFixed(1));

/**
 * Files and links on a contact (docs/behaviour/staff-app.md#attachments): upload, add a URL,
 * download, delete.
 */
export function AttachmentsPanel({ contactId }: { contactId: string }) {
  const [items, setItems] = useState<Attachment[] | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [link, setLink] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    try {
      setItems(await listAttachments(contactId));
    } catch (error) {
      notifyError(labels.contact.errorFetchingAttachments, errorMessage(error));
      setItems([]);
    }
  }, [contactId]);

  useEffect(() => {
    let active = true;
    listAttachments(contactId).then(
      (loaded) => {
        if (active) setItems(loaded);
      },
      (error: unknown) => {
        notifyError(labels.contact.errorFetchingAttachments, errorMessage(error));
        if (active) setItems([]);
      },
    );
    return () => {
      active = false;
    };
  }, [contactId]);

  async function upload(file: File) {
    if (file.size > MAX_ATTACHMENT_BYTES) {
      notifyError(labels.contact.errorUploadingFile, labels.contact.fileTooLarge(file.name));
      return;
    }
    setUploading(file.name);
    setProgress(0);
    try {
      await uploadAttachment(contactId, file, setProgress);
      notifySuccess(labels.contact.fileUploadedSuccessfully);
      await load();
    } catch (error) {
      notifyError(titleOf(error, labels.contact.errorUploadingFile), errorMessage(error));
    } finally {
      setUploading(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function saveLink() {
    const url = normaliseAttachmentUrl(link);
    // Blank or not a web address: ignored, as docs/behaviour/staff-app.md#attachments says (the
    // text stays to be corrected).
    if (!url) return;
    try {
      await addLinkAttachment(contactId, url);
      setLink('');
      await load();
    } catch (error) {
      notifyError(labels.contact.errorSavingUrl, errorMessage(error));
    }
  }

  async function download(item: Attachment) {
    try {
      window.open(await attachmentDownloadUrl(item), '_blank', 'noopener');
    } catch (error) {
      notifyError(labels.contact.errorDownloadingFile, errorMessage(error));
    }
  }

  async function remove(item: Attachment) {
    try {
      await deleteAttachment(item);
      notifySuccess(labels.contact.fileDeletedSuccessfully);
      await load();
    } catch (error) {
      notifyError(titleOf(error, labels.contact.errorDeletingFile), errorMessage(error));
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {labels.contact.uploadAFileUpTo}
          <input
            ref={fileInput}
            type="file"
            disabled={uploading !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
            className="text-sm"
          />
        </label>
        {uploading && (
          <div className="flex min-w-[14rem] flex-col gap-1 text-sm text-muted">
            <p role="status" className="flex items-center gap-2">
              <Spinner /> {labels.contact.uploadingFile(uploading)}
              <span aria-hidden="true">{Math.round(progress * 100)}%</span>
            </p>
            <progress
              className="h-2 w-full accent-palm-700"
              max={100}
              value={Math.round(progress * 100)}
              aria-label={labels.contact.uploadingFileLabel(uploading)}
              data-testid="upload-progress"
            />
          </div>
        )}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void saveLink();
        }}
      >
        <label className="flex min-w-[16rem] flex-1 flex-col gap-1 text-sm font-semibold">
          {labels.contact.addALink}
          <input
            type="text"
            inputMode="url"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            placeholder={labels.contact.exampleComDeckPdf}
            className={controlClass}
          />
        </label>
        <button type="submit" className="btn-secondary px-4 py-2 text-sm">
          {labels.contact.addUrl}
        </button>
      </form>
      {items === null ? (
        <p className="text-sm text-muted" aria-busy="true">
          {labels.contact.loadingAttachments}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{labels.contact.noFilesOrLinksYet}</p>
      ) : (
        <ul
          className="max-h-[400px] divide-y divide-sand-200 overflow-y-auto rounded-xl border border-sand-200"
          data-testid="attachments"
        >
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-semibold" dir="auto">
                  {item.filename}
                </span>
                <span className="text-xs text-muted">
                  {item.external_url ? labels.contact.link : size(item.size)}
                </span>
              </span>
              <span className="flex shrink-0 gap-2">
                <button
                  type="button"
                  className="font-semibold text-palm-700 hover:underline"
                  onClick={() => void download(item)}
                >
                  {item.external_url ? labels.common.open : labels.contact.download}
                  <span className="sr-only"> {item.filename}</span>
                </button>
                <button
                  type="button"
                  className="font-semibold text-red-700 hover:underline"
                  onClick={() => void remove(item)}
                >
                  {labels.common.delete}
                  <span className="sr-only"> {item.filename}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

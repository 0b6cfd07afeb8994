import type { Notice } from '../notice.ts';

/**
 * The form's last outcome, kept in view after its toast fades. The toast is what screen readers
 * hear (it is the live region), so this copy is not announced a second time.
 */
export function NoticeMessage({ notice, title }: { notice: Notice | null; title?: string }) {
  if (!notice) return null;
  const isError = notice.tone === 'error';
  return (
    <p
      data-notice={notice.tone}
      className={
        isError
          ? 'rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800'
          : 'rounded-md border border-palm-100 bg-palm-50 px-4 py-3 text-sm text-palm-800'
      }
    >
      {title && <strong className="block font-semibold">{title}</strong>}
      {notice.text}
    </p>
  );
}

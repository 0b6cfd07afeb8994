import { PRIVACY_NOTICE_PATH } from '~/lib/privacy/notice-version.ts';

interface PurposeNoticeProps {
  /** Why the form collects what it asks for, one sentence ending without a full stop. */
  purpose: string;
}

/** States a form's purpose and links the privacy notice (docs/behaviour/submissions.md#consent). */
export function PurposeNotice({ purpose }: PurposeNoticeProps) {
  return (
    <p className="text-start text-sm text-muted">
      {purpose}. See our{' '}
      <a href={PRIVACY_NOTICE_PATH} className="underline hover:text-palm-700">
        privacy notice
      </a>
      .
    </p>
  );
}

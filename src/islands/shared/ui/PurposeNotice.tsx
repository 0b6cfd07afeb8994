import { formWordsFor } from '~/lib/i18n/islands/forms.ts';
import { localizedPath, type Locale } from '~/lib/i18n/locales.ts';
import { PRIVACY_NOTICE_PATH } from '~/lib/privacy/notice-version.ts';

interface PurposeNoticeProps {
  /** Why the form collects what it asks for, one sentence ending without a full stop. */
  purpose: string;
  /** The page's language: the words, and the privacy notice in that language. */
  locale: Locale;
}

/** States a form's purpose and links the privacy notice (docs/behaviour/submissions.md#consent). */
export function PurposeNotice({ purpose, locale }: PurposeNoticeProps) {
  const words = formWordsFor(locale).privacyNotice;
  return (
    <p className="text-start text-sm text-muted">
      {purpose}. {words.before}{' '}
      <a
        href={localizedPath(PRIVACY_NOTICE_PATH, locale)}
        className="underline hover:text-palm-700"
      >
        {words.link}
      </a>
      .
    </p>
  );
}

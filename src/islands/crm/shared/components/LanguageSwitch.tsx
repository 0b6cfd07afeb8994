import { useState } from 'react';
import { locales } from '~/lib/i18n/locales.ts';
import { errorText } from '~/lib/crm/error-text.ts';
import { labels } from '~/lib/crm/labels.ts';
import { staffLocale, type StaffLocale } from '~/lib/crm/staff-language.ts';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { setStaffLanguage } from '../api/set-staff-language.ts';

const buttonClass =
  'inline-flex items-center rounded px-3 py-2 text-sm font-semibold text-palm-900 hover:bg-sand-100 disabled:opacity-60';

/**
 * The header's language switch (docs/behaviour/staff-app.md#language), after the public site's:
 * the other language's name in that language, and in Arabic the choice of digits. A choice is
 * stored on the staff member's profile, then the page loads again, served in it by the server.
 */
export function LanguageSwitch() {
  const current = staffLocale();
  const [busy, setBusy] = useState(false);
  const other = current.language === 'ar' ? 'en' : 'ar';

  async function choose(next: StaffLocale) {
    setBusy(true);
    try {
      await setStaffLanguage(next);
      window.location.reload();
    } catch (error) {
      setBusy(false);
      notifyError(labels.app.languageNotSaved, errorText(error));
    }
  }

  return (
    <>
      <button
        type="button"
        className={buttonClass}
        disabled={busy}
        onClick={() => void choose({ language: other, digits: current.digits })}
        data-testid="language-switch"
      >
        <span className="sr-only">{labels.app.showTheAppIn} </span>
        <span lang={locales[other].lang} dir={locales[other].dir}>
          {locales[other].label}
        </span>
      </button>
      {current.language === 'ar' && (
        <button
          type="button"
          className={buttonClass}
          disabled={busy}
          onClick={() =>
            void choose({ language: 'ar', digits: current.digits === 'arab' ? 'latn' : 'arab' })
          }
          data-testid="digits-switch"
        >
          {current.digits === 'arab'
            ? labels.app.useWesternDigits
            : labels.app.useArabicIndicDigits}
        </button>
      )}
    </>
  );
}

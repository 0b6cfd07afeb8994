import { useEffect, useLayoutEffect, useRef } from 'react';
import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';
import { formWordsFor } from '~/lib/i18n/islands/forms.ts';
import { locales, type Locale } from '~/lib/i18n/locales.ts';
import { toastsOverLimit } from '~/lib/submissions/toast-limit.ts';

/**
 * Where the notices stand: at the right edge in both directions (docs/behaviour/public-pages.md#languages),
 * which is the inline end left to right and the inline start right to left. On phones they span
 * the width.
 */
const SIDE = {
  ltr: 'inset-e-4 inset-s-4 items-end sm:inset-s-auto',
  rtl: 'inset-s-4 inset-e-4 items-start sm:inset-e-auto',
} as const;

/**
 * The notices of the page, drawn with the site's own styles (react-hot-toast's headless store,
 * so no runtime CSS-in-JS needs a CSP exception). At most three stay visible: older ones are
 * dismissed. The region is a manual popover, re-shown on every new notice, so it sits above an
 * open modal dialog (the top layer) instead of behind its backdrop. It speaks `locale`.
 */
export function Toaster({ locale }: { locale: Locale }) {
  const { lang, dir } = locales[locale];
  const { toasts, handlers } = useToaster();
  const listRef = useRef<HTMLElement>(null);
  const visibleCount = toasts.filter((item) => item.visible).length;

  useEffect(() => {
    for (const id of toastsOverLimit(toasts)) toast.dismiss(id);
  }, [toasts]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || typeof list.showPopover !== 'function') return;
    if (list.matches(':popover-open')) list.hidePopover();
    if (visibleCount > 0) list.showPopover();
  }, [visibleCount]);

  return (
    // A named region (landmark), shown only while it holds notices.
    <section
      ref={listRef}
      popover="manual"
      aria-label={formWordsFor(locale).notifications}
      lang={lang}
      dir={dir}
      data-shown={visibleCount > 0 ? '' : undefined}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      className={`fixed inset-auto top-4 ${SIDE[dir]} m-0 hidden flex-col gap-2 overflow-visible border-0 bg-transparent p-0 data-shown:flex`}
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          {...item.ariaProps}
          role={item.type === 'error' ? 'alert' : 'status'}
          aria-live={item.type === 'error' ? 'assertive' : 'polite'}
          data-toast={item.type}
          hidden={!item.visible}
          className={[
            'w-full max-w-sm rounded-xl border-s-4 bg-white px-4 py-3 text-ink shadow-lg',
            item.type === 'error' ? 'border-red-700' : 'border-palm-600',
          ].join(' ')}
        >
          {resolveValue(item.message, item)}
        </div>
      ))}
    </section>
  );
}

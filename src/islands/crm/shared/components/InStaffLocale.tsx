import { Suspense, use, type ReactNode } from 'react';
import { applyStaffLocale, staffLocale, type StaffLocale } from '~/lib/crm/staff-language.ts';

let applying: { key: string; done: Promise<void> } | null = null;

/** The swap to `locale`, started once (a re-render waits for the same one). */
function applied(locale: StaffLocale): Promise<void> {
  const key = `${locale.language}-${locale.digits}`;
  if (applying?.key !== key) applying = { key, done: applyStaffLocale(locale) };
  return applying.done;
}

function isShown(locale: StaffLocale): boolean {
  const now = staffLocale();
  return now.language === locale.language && now.digits === locale.digits;
}

function Swapped({ locale, children }: { locale: StaffLocale; children: ReactNode }) {
  if (!isShown(locale)) use(applied(locale));
  return children;
}

/**
 * Draws the staff app in the page's language (docs/behaviour/staff-app.md#language): in English at
 * once; in Arabic once its words have come (fetched only then), so nothing is drawn in English
 * first. Meanwhile the page's own loading note, already in that language, stays in view.
 */
export function InStaffLocale({
  locale,
  loading,
  children,
}: {
  locale: StaffLocale;
  /** What stands in while the words come: the page's loading note, in the page's language. */
  loading: ReactNode;
  children: ReactNode;
}) {
  if (isShown(locale)) return children;
  return (
    <Suspense fallback={loading}>
      <Swapped locale={locale}>{children}</Swapped>
    </Suspense>
  );
}

import { Suspense, use, type ReactNode } from 'react';
import {
  applyStaffLocale,
  staffLocale,
  type IndustryNames,
  type StaffLocale,
} from '~/lib/crm/staff-language.ts';

let applying: { key: string; done: Promise<void> } | null = null;

/** The swap to `locale`, started once (a re-render waits for the same one). */
function applied(locale: StaffLocale, industries: IndustryNames | undefined): Promise<void> {
  const key = `${locale.language}-${locale.digits}`;
  if (applying?.key !== key) applying = { key, done: applyStaffLocale(locale, industries) };
  return applying.done;
}

function isShown(locale: StaffLocale): boolean {
  const now = staffLocale();
  return now.language === locale.language && now.digits === locale.digits;
}

function Swapped({
  locale,
  industries,
  children,
}: {
  locale: StaffLocale;
  industries: IndustryNames | undefined;
  children: ReactNode;
}) {
  if (!isShown(locale)) use(applied(locale, industries));
  return children;
}

/**
 * Draws the staff app in the page's language (docs/behaviour/staff-app.md#language): in English at
 * once; in Arabic once its words have come (fetched only then), so nothing is drawn in English
 * first. Meanwhile the page's own loading note, already in that language, stays in view.
 */
export function InStaffLocale({
  locale,
  industries,
  loading,
  children,
}: {
  locale: StaffLocale;
  /** The industries' names in that language (from the content files, sent by the page). */
  industries?: IndustryNames | undefined;
  /** What stands in while the words come: the page's loading note, in the page's language. */
  loading: ReactNode;
  children: ReactNode;
}) {
  if (isShown(locale)) return children;
  return (
    <Suspense fallback={loading}>
      <Swapped locale={locale} industries={industries}>
        {children}
      </Swapped>
    </Suspense>
  );
}

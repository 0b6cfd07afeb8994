import { useEffect, useState, type ReactNode } from 'react';
import {
  applyStaffLocale,
  staffLocale,
  type IndustryNames,
  type StaffLocale,
} from '~/lib/crm/staff-language.ts';

let applying: { key: string; done: Promise<void> } | null = null;

/** The swap to `locale`, started once (a second island or render waits for the same one). */
function applied(locale: StaffLocale, industries: IndustryNames | undefined): Promise<void> {
  const key = `${locale.language}-${locale.digits}`;
  if (applying?.key !== key) applying = { key, done: applyStaffLocale(locale, industries) };
  return applying.done;
}

function isShown(locale: StaffLocale): boolean {
  const now = staffLocale();
  return now.language === locale.language && now.digits === locale.digits;
}

/**
 * Draws the staff app in the page's language (docs/behaviour/staff-app.md#language): in English at
 * once; in Arabic once its words have come (fetched only then, with the page's head:
 * src/components/crm/ArabicWordsPreload.astro), so nothing is drawn in English first. Meanwhile
 * the page's own loading note, already in that language, stays in view. A state, not Suspense:
 * React holds a suspended boundary's content back for up to 300 ms after its data comes, which
 * made the Arabic board come a third of a second after the English one.
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
  const [shown, setShown] = useState(() => isShown(locale));
  // Started while rendering, so the words are on their way before the first commit.
  if (!shown) void applied(locale, industries);
  useEffect(() => {
    if (shown) return;
    let current = true;
    // Words that could not be fetched (the network gone) leave the app in English, not loading.
    const show = () => {
      if (current) setShown(true);
    };
    void applied(locale, industries).then(show, show);
    return () => {
      current = false;
    };
  }, [shown, locale, industries]);
  return shown ? children : loading;
}

// Arabic spelling variants folded to one form for search (docs/behaviour/staff-app.md#arabic-spellings):
// the same rule as the database's private.normalize_arabic (supabase/migrations/20251126012000_arabic_search.sql), which folds
// the stored side; this folds what the browser compares or sends. A test pins the two equal for
// every character of the Arabic blocks.

/** أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي. */
const FOLDED: Readonly<Record<string, string>> = {
  '\u0623': '\u0627',
  '\u0625': '\u0627',
  '\u0622': '\u0627',
  '\u0671': '\u0627',
  '\u0629': '\u0647',
  '\u0649': '\u064A',
  '\u0624': '\u0648',
  '\u0626': '\u064A',
};

/** Tashkeel (U+064B–U+065F), superscript alef (U+0670) and tatweel (U+0640): dropped. */
function isDropped(code: number): boolean {
  return (code >= 0x064b && code <= 0x065f) || code === 0x0670 || code === 0x0640;
}

/** `text` with Arabic spelling variants folded and tashkeel and tatweel dropped; other characters kept. */
export function normalizeArabic(text: string): string {
  let folded = '';
  for (const character of text) {
    if (isDropped(character.codePointAt(0) ?? 0)) continue;
    folded += FOLDED[character] ?? character;
  }
  return folded;
}

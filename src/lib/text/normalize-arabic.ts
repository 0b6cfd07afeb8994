// Arabic spelling variants folded to one form for search (docs/behaviour/staff-app.md#arabic-spellings):
// the same rule as the database's private.normalize_arabic (supabase/migrations/
// 20251204500000_arabic_search_hamza_and_compounds.sql), which folds the stored side; this folds
// what the browser compares or sends. Tests pin the two equal for every character of the Arabic
// blocks and for one table of cases (tests/unit/text/arabic-search-cases.ts).

/** أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي (a hamza's seat, as people type it bare). */
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

/**
 * A hamza before و sits on و or on ي as the writer's school has it ("مسؤول" in the Gulf,
 * "مسئول" in Egypt; "شؤون" and "شئون"): there it is read as the hamza itself, ء, first, so both
 * spellings meet. Tashkeel between the two letters does not count.
 */
const HAMZA_BEFORE_WAW = /[\u0624\u0626](?=[\u064B-\u065F\u0670\u0640]*\u0648)/g;

/**
 * Compound names written with or without their inner space ("عبدالله" and "عبد الله",
 * "ابوبكر" and "ابو بكر"): the joined form is split, at the start of a word, after عبد when ال
 * follows and after ابو when a letter follows. Splitting (not joining) lets a word-by-word search
 * find either spelling in text that was not folded the same way.
 */
const COMPOUND_START = /(^|[^\u0621-\u064A])(عبد(?=ال)|ابو(?=[\u0621-\u064A]))/g;

/** `text` with Arabic spelling variants folded and tashkeel and tatweel dropped; other characters kept. */
export function normalizeArabic(text: string): string {
  let folded = '';
  for (const character of text.replace(HAMZA_BEFORE_WAW, '\u0621')) {
    if (isDropped(character.codePointAt(0) ?? 0)) continue;
    folded += FOLDED[character] ?? character;
  }
  return folded.replace(COMPOUND_START, '$1$2 ');
}

// One table of Arabic spellings for the search normalisation, shared by the unit test of
// src/lib/text/normalize-arabic.ts and the database tests of private.normalize_arabic
// (tests/integration/database/arabic-search.test.ts), so both sides are held to the same rows.

/** What each spelling folds to, and why. */
export const FOLD_CASES: readonly (readonly [written: string, folded: string, why: string])[] = [
  ['أحمد', 'احمد', 'alef with hamza above'],
  ['إبراهيم', 'ابراهيم', 'alef with hamza below'],
  ['آمنة', 'امنه', 'alef with madda, taa marbuta'],
  ['ٱلرياض', 'الرياض', 'alef wasla'],
  ['فاطمة', 'فاطمه', 'taa marbuta'],
  ['مصطفى', 'مصطفي', 'alef maqsura'],
  ['مؤمن', 'مومن', 'hamza on waw'],
  ['عائشة', 'عايشه', 'hamza on yaa, taa marbuta'],
  ['مُحَمَّد', 'محمد', 'tashkeel: damma, fatha, shadda'],
  ['سَعِيدٌ', 'سعيد', 'tashkeel: kasra, dammatan'],
  ['الرَّحْمٰن', 'الرحمن', 'sukun and superscript alef (U+0670)'],
  ['مـحـمـــد', 'محمد', 'tatweel'],
  ['شركة الأحمدي للتجارة', 'شركه الاحمدي للتجاره', 'a company name, several words'],
  ['ء', 'ء', 'a lone hamza stays'],
  ['ا ه ي و', 'ا ه ي و', 'the folded forms stay as they are'],
  ['Noura Al-Harbi', 'Noura Al-Harbi', 'Latin text is untouched (case too)'],
  ['نورة 😀 #1 [beta] 100%', 'نوره 😀 #1 [beta] 100%', 'emoji, # [ ] % kept'],
  ['Café أسامة', 'Café اسامه', 'mixed scripts, Latin accents kept'],
  ['٠١٢٣ 0123', '٠١٢٣ 0123', 'digits kept'],
  ['', '', 'empty'],
];

/** A search (first) that must find a stored spelling (second), and the other way round. */
export const SEARCH_PAIRS: readonly (readonly [query: string, stored: string])[] = [
  ['احمد', 'أحمد'],
  ['محمد', 'مُحَمَّد'],
  ['ابراهيم', 'إبراهيم'],
  ['امنه', 'آمنة'],
  ['فاطمه', 'فاطمة'],
  ['مصطفي', 'مصطفى'],
  ['مومن', 'مؤمن'],
  ['عايشه', 'عائشة'],
  ['الرحمن', 'الرَّحْمٰن'],
  ['محمد', 'مـحـمـــد'],
];

/**
 * Every character of the Arabic blocks (Arabic, Supplement, Extended-A, Presentation Forms A and
 * B), a few Latin, Persian and other letters, for pinning the browser's rule to the database's.
 */
export function arabicBlockCharacters(): string[] {
  const ranges: [number, number][] = [
    [0x0600, 0x06ff],
    [0x0750, 0x077f],
    [0x08a0, 0x08ff],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfeff],
  ];
  const characters: string[] = [];
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code += 1) {
      // Noncharacters (U+FDD0–U+FDEF) are not text.
      if (code >= 0xfdd0 && code <= 0xfdef) continue;
      characters.push(String.fromCodePoint(code));
    }
  }
  return [...characters, 'A', 'z', 'É', 'ß', 'ی', 'ک', 'Ω', '😀', '#', '%', '[', ']'];
}

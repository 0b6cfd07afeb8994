// One table of Arabic spellings for the search normalisation, run through every search that folds
// Arabic: src/lib/text/normalize-arabic.ts and the staff searches (tests/unit/text), the door's
// guest search (tests/unit/check-in/guest-search.test.ts), the explorer (tests/unit/resources/
// search.test.ts) and the database's private.normalize_arabic and board search
// (tests/integration/database/arabic-search.test.ts), so all of them are held to the same rows.

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
  ['مسؤول', 'مسءول', 'hamza before و, on waw, as the Gulf writes it'],
  ['مسئول', 'مسءول', 'hamza before و, on yaa, the same word as Egypt writes it'],
  ['مسؤُولية', 'مسءوليه', 'hamza before و with a damma between'],
  ['شؤون', 'شءون', 'hamza before و in a plural'],
  ['عبدالله', 'عبد الله', 'a compound name written joined is split'],
  ['عبد الله', 'عبد الله', 'and written apart stays'],
  ['عبدالعزيز الفيصل', 'عبد العزيز الفيصل', 'عبد + ال… in a full name'],
  ['أبوبكر', 'ابو بكر', 'ابو + a letter, after the alef is folded'],
  ['أبو بكر', 'ابو بكر', 'ابو written apart'],
  ['لعبدالله', 'لعبدالله', 'not at the start of a word: left'],
  ['عبدة', 'عبده', 'عبد not followed by ال: left'],
  ['ابو', 'ابو', 'ابو alone'],
  ['Abdullah عبدالله', 'Abdullah عبد الله', 'after a Latin word'],
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
  ['مسئول', 'مسؤول'],
  ['شئون', 'شؤون'],
  ['رءوف', 'رؤوف'],
  ['عبد الله', 'عبدالله'],
  ['عبد العزيز', 'عبدالعزيز'],
  ['أبو بكر', 'أبوبكر'],
  ['ابو بكر', 'أبوبكر'],
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

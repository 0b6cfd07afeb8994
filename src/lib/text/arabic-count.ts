// A counted noun in Arabic: the noun's form follows the number as Arabic counting does, by the
// plural categories of Intl.PluralRules('ar') (CLDR): 1 and 2 have their own words (the number is
// not written), 3–10 take the plural, 11–99 the accusative singular, 0, 100, 101, 102, 1000 … the
// singular; past 100 the last two digits decide (103 ضيوف, 111 ضيفًا). The number stays in Western
// digits, as the staff app writes numbers.

/**
 * One whole phrase per category, `{n}` where the number goes. The caller writes each in the case
 * its sentence needs (after a preposition the dual is "ضيفين", as a subject "ضيفان").
 */
export interface ArabicCountForms {
  /** 0; without it, `other` ("0 ضيف"), as CLDR writes zero. */
  zero?: string;
  /** 1: "ضيف واحد". */
  one: string;
  /** 2: "ضيفان" or "ضيفين". */
  two: string;
  /** 3–10, 103–110 …: "{n} ضيوف". */
  few: string;
  /** 11–99, 111–199 …: "{n} ضيفًا". */
  many: string;
  /** 100–102, 200 …: "{n} ضيف". */
  other: string;
}

const rules = new Intl.PluralRules('ar');

/** The phrase of `forms` that agrees with `count`, the count written in Western digits. */
export function arabicCount(count: number, forms: ArabicCountForms): string {
  const category = rules.select(count);
  const form = category === 'zero' ? (forms.zero ?? forms.other) : forms[category];
  return form.replaceAll('{n}', String(count));
}

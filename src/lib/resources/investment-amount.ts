// Expected-investment texts are written for people ("$450+ billion (estimate)"); sorting needs a number.

const UNIT_MULTIPLIERS: Readonly<Record<string, number>> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  mn: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  trillion: 1e12,
  tn: 1e12,
  t: 1e12,
  // Arabic (content/resources in Arabic): singular and plural, longest first in the pattern.
  ألف: 1e3,
  آلاف: 1e3,
  مليون: 1e6,
  ملايين: 1e6,
  مليار: 1e9,
  مليارات: 1e9,
  تريليون: 1e12,
  تريليونات: 1e12,
};

/** The unit words, longest first, so "مليارات" is not read as "مليار" followed by letters. */
const UNITS = Object.keys(UNIT_MULTIPLIERS).sort((a, b) => b.length - a.length);

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;

/**
 * The first amount, an optional "+", an optional upper bound of a range ("-150", "to $150") and an
 * optional unit. A range counts as its lower (first) number; the unit may follow either number.
 */
const AMOUNT = new RegExp(
  String.raw`(${NUMBER})\s*\+?\s*(?:(?:-|–|—|to|إلى)\s*(?:US)?\$?\s*${NUMBER}\s*\+?\s*)?(${UNITS.join('|')})?(?![a-z\u0600-\u06FF])`,
  'i',
);

/**
 * The amount an expected-investment text states, in currency units: "$450+ billion" is 450e9,
 * "$1.2 trillion" 1.2e12, "$100-150 billion" 100e9 (the lower bound); the Arabic texts read the
 * same way ("أكثر من 450 مليار دولار" is 450e9, "8-10 مليارات" 8e9). The currency is not
 * converted: every text on the explorer is in US dollars. Null when the text states no number.
 */
export function parseInvestmentAmount(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (!match?.[1]) return null;
  const value = Number(match[1].replaceAll(',', ''));
  const unit = match[2]?.toLowerCase();
  const multiplier = unit ? (UNIT_MULTIPLIERS[unit] ?? 1) : 1;
  return Number.isFinite(value) ? value * multiplier : null;
}

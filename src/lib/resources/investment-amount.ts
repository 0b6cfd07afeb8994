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
};

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;

/**
 * The first amount, an optional "+", an optional upper bound of a range ("-150", "to $150") and an
 * optional unit. A range counts as its lower (first) number; the unit may follow either number.
 */
const AMOUNT = new RegExp(
  String.raw`(${NUMBER})\s*\+?\s*(?:(?:-|–|—|to)\s*(?:US)?\$?\s*${NUMBER}\s*\+?\s*)?(${Object.keys(UNIT_MULTIPLIERS).join('|')})?(?![a-z])`,
  'i',
);

/**
 * The amount an expected-investment text states, in currency units: "$450+ billion" is 450e9,
 * "$1.2 trillion" 1.2e12, "$100-150 billion" 100e9 (the lower bound). The currency is not
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

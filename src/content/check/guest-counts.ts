/** A number of guests written in prose, e.g. "25 guests" or "twenty-five invited guests". */
export interface GuestCount {
  index: number;
  text: string;
  count: number;
}

const UNITS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const NUMBER_WORD = `(?:${TENS.filter(Boolean).join('|')})(?:[- ](?:${UNITS.slice(1, 10).join('|')}))?|${UNITS.join('|')}`;
// A count, at most one word between it and the noun ("25 invited guests"); not "guests of honour".
const GUEST_COUNT = new RegExp(
  `\\b(\\d{1,4}|${NUMBER_WORD})\\s+(?:[a-z-]+\\s+)?(?:guests|seats|places|attendees|participants)\\b(?!\\s+of\\s+honou?r)`,
  'gi',
);

/** Every guest count written in the text. */
export function findGuestCounts(text: string): GuestCount[] {
  return [...text.matchAll(GUEST_COUNT)].flatMap((match) => {
    const count = parseCount(match[1] ?? '');
    return count === undefined ? [] : [{ index: match.index, text: match[0], count }];
  });
}

/** "25" → 25, "twenty-five" → 25, "six" → 6. */
export function parseCount(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const [tens, unit] = word.toLowerCase().split(/[- ]/);
  const small = UNITS.indexOf(tens ?? '');
  if (small >= 0 && unit === undefined) return small;
  const tensValue = TENS.indexOf(tens ?? '');
  if (tensValue < 2) return undefined;
  const unitValue = unit === undefined ? 0 : UNITS.indexOf(unit);
  return unitValue < 0 ? undefined : tensValue * 10 + unitValue;
}

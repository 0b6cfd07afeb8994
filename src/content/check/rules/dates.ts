import { findDateMentions, weekdayOf } from '../date-mentions.ts';
import { eventTexts, lineOfMatch } from '../event-texts.ts';
import type { Finding } from '../finding.ts';
import type { SourceFile } from '../source-file.ts';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A date in an event's prose that the event does not cover: `start` and `end` (local days, as
 * written with their offset) are the one place the date lives. A span such as a conference
 * week passes when it includes the event; a weekday must match its day.
 */
export function dateMismatches(file: SourceFile): Finding[] {
  const start = localDay(file.data.start);
  const end = localDay(file.data.end) ?? start;
  if (!start || !end) return [];
  const findings: Finding[] = [];
  for (const text of eventTexts(file)) {
    for (const mention of findDateMentions(text.text, Number(start.slice(0, 4)))) {
      const line = lineOfMatch(text, mention.index);
      const overlaps = mention.first <= end && mention.last >= start;
      if (!overlaps) {
        findings.push({
          path: file.path,
          line,
          kind: 'date',
          message: `the page says "${mention.text}" but the event runs ${describe(start, end)} (\`start\`/\`end\`)`,
        });
      } else if (mention.weekday !== undefined && mention.weekday !== weekdayOf(mention.first)) {
        findings.push({
          path: file.path,
          line,
          kind: 'date',
          message: `"${mention.text}": ${mention.first} is a ${WEEKDAY_NAMES[weekdayOf(mention.first)]}`,
        });
      }
    }
  }
  return findings;
}

/** The local calendar day of a date-time written with its offset, e.g. '2025-02-09T19:00:00+03:00'. */
function localDay(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

function describe(start: string, end: string): string {
  return start === end ? `on ${start}` : `from ${start} to ${end}`;
}

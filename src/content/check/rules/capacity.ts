import { eventTexts, lineOfMatch } from '../event-texts.ts';
import type { Finding } from '../finding.ts';
import { findGuestCounts } from '../guest-counts.ts';
import type { SourceFile } from '../source-file.ts';

/**
 * A guest count in an event's prose that differs from its `capacity` (or is written while
 * `capacity` is not set, so the registration block and structured data cannot show it).
 */
export function capacityMismatches(file: SourceFile): Finding[] {
  const capacity = typeof file.data.capacity === 'number' ? file.data.capacity : undefined;
  return eventTexts(file).flatMap((text) =>
    findGuestCounts(text.text)
      .filter((mention) => mention.count !== capacity)
      .map((mention) => ({
        path: file.path,
        line: lineOfMatch(text, mention.index),
        kind: 'capacity' as const,
        message:
          capacity === undefined
            ? `the page says "${mention.text}" but \`capacity\` is not set`
            : `the page says "${mention.text}" but \`capacity\` is ${capacity}`,
      })),
  );
}

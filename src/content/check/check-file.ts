import type { Finding } from './finding.ts';
import { capacityMismatches } from './rules/capacity.ts';
import { dateMismatches } from './rules/dates.ts';
import { editorNotes } from './rules/editor-notes.ts';
import { portraits } from './rules/portraits.ts';
import { sampleMarkers } from './rules/sample-markers.ts';
import { translations } from './rules/translations.ts';
import { readSourceFile } from './source-file.ts';

/**
 * The checks for one content file; `path` is relative to the project (content/…), `present` the
 * project's content files (a translation is a file beside the English one).
 */
export function checkFile(
  path: string,
  text: string,
  present: ReadonlySet<string> = new Set(),
): Finding[] {
  const file = readSourceFile(path, text);
  const findings = [...sampleMarkers(file), ...editorNotes(path, text), ...translations(file, present)];
  if (/^content\/people\/[^/]+\.ya?ml$/.test(path)) findings.push(...portraits(file, 'person'));
  // The event's own file; a translation beside it (<slug>.ar.md) holds only its long text.
  if (/^content\/events\/[^/.]+\.md$/.test(path)) {
    findings.push(...portraits(file, 'event'), ...capacityMismatches(file), ...dateMismatches(file));
  }
  return findings.sort((a, b) => a.line - b.line);
}

import { missingIn } from '../../../lib/i18n/localized.ts';
import type { Finding } from '../finding.ts';
import type { SourceFile } from '../source-file.ts';

/**
 * The texts of each file that the Arabic pages show in English (docs/editing-content.md#languages).
 * Only what /ar/ shows is listed: the translated pages' copy, people's roles, partners' lines, the
 * tagline, the legal titles and texts, and each event page (English only in this slice).
 */
const SHORT_FACTS: readonly { file: RegExp; fields?: readonly string[] }[] = [
  { file: /^content\/pages\/(?:home|people|clients-partners|contact)\.ya?ml$/ },
  { file: /^content\/settings\/site\.ya?ml$/, fields: ['tagline'] },
  { file: /^content\/people\/[^/]+\.ya?ml$/, fields: ['role'] },
  { file: /^content\/partners\/[^/]+\.ya?ml$/, fields: ['description'] },
  { file: /^content\/legal\/[^/.]+\.md$/, fields: ['title', 'description'] },
];

/** Every text of `file` without its Arabic, with the line it is written on. */
export function translations(file: SourceFile, present: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  const rule = SHORT_FACTS.find(({ file: pattern }) => pattern.test(file.path));
  if (rule) {
    const data = rule.fields
      ? Object.fromEntries(rule.fields.map((field) => [field, file.data[field]]))
      : file.data;
    for (const field of missingIn(data, 'ar')) {
      const keyPath = field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
      findings.push({
        path: file.path,
        line: file.lineOf(keyPath),
        kind: 'translation',
        message: `\`${field}\` has no Arabic: write it as \`{ en, ar }\` (/ar/ shows the English)`,
      });
    }
  }
  // Long prose: one Markdown file per language, beside the English.
  const legal = /^content\/legal\/([^/.]+)\.md$/.exec(file.path);
  if (legal && !present.has(`content/legal/${legal[1]}.ar.md`)) {
    findings.push({
      path: file.path,
      line: 1,
      kind: 'translation',
      message: `no Arabic text: add content/legal/${legal[1]}.ar.md (/ar/ shows the English under a note)`,
    });
  }
  if (/^content\/events\/[^/]+\.md$/.test(file.path)) {
    findings.push({
      path: file.path,
      line: 1,
      kind: 'translation',
      message: 'the event page is English only on /ar/ (event texts in Arabic come in a later slice)',
    });
  }
  return findings;
}

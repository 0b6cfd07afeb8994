import { missingIn } from '../../../lib/i18n/localized.ts';
import type { Finding } from '../finding.ts';
import type { SourceFile } from '../source-file.ts';

/**
 * The texts of each file that the Arabic pages show in English (docs/editing-content.md#languages).
 * Only what /ar/ shows is listed: the translated pages' copy, people's roles, partners' lines, the
 * tagline, the legal titles and texts, the resources explorer's every text (but company names),
 * and each event's short facts and long text.
 */
const SHORT_FACTS: readonly { file: RegExp; fields?: readonly string[] }[] = [
  { file: /^content\/pages\/(?:home|people|clients-partners|contact)\.ya?ml$/ },
  { file: /^content\/settings\/site\.ya?ml$/, fields: ['tagline'] },
  { file: /^content\/people\/[^/]+\.ya?ml$/, fields: ['role'] },
  { file: /^content\/partners\/[^/]+\.ya?ml$/, fields: ['description'] },
  { file: /^content\/legal\/[^/.]+\.md$/, fields: ['title', 'description'] },
  { file: /^content\/resources\/(?:page|sector-opportunities|technology-tailwinds)\.ya?ml$/ },
];

/** A finding for each text in `data` (picked from `file`) without its Arabic, on its line. */
function missing(file: SourceFile, data: unknown): Finding[] {
  return missingIn(data, 'ar').map((field) => ({
    path: file.path,
    line: file.lineOf(field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key))),
    kind: 'translation',
    message: `\`${field}\` has no Arabic: write it as \`{ en, ar }\` (/ar/ shows the English)`,
  }));
}

/** Every text of `file` without its Arabic, with the line it is written on. */
export function translations(file: SourceFile, present: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  const rule = SHORT_FACTS.find(({ file: pattern }) => pattern.test(file.path));
  if (rule) {
    const data = rule.fields
      ? Object.fromEntries(rule.fields.map((field) => [field, file.data[field]]))
      : file.data;
    findings.push(...missing(file, data));
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
  if (/^content\/resources\/industries\/[^/]+\.ya?ml$/.test(file.path)) {
    findings.push(...missing(file, industryFacts(file.data)));
  }
  const event = /^content\/events\/([^/.]+)\.md$/.exec(file.path);
  if (event) {
    findings.push(...missing(file, eventFacts(file.data)));
    if (!present.has(`content/events/${event[1]}.ar.md`)) {
      findings.push({
        path: file.path,
        line: 1,
        kind: 'translation',
        message: `no Arabic long text: add content/events/${event[1]}.ar.md (/ar/ shows the English under a note)`,
      });
    }
  }
  return findings;
}

/** The short facts of an event file that /ar/ shows translated (src/content/schemas/event.ts). */
function eventFacts(data: Record<string, unknown>): Record<string, unknown> {
  const facts = Object.fromEntries(
    ['title', 'navTitle', 'summary', 'venue', 'area', 'badges', 'cta', 'format', 'peopleHeading']
      .filter((field) => field in data)
      .map((field) => [field, data[field]]),
  );
  const list = (key: string) =>
    (Array.isArray(data[key]) ? data[key] : []) as Record<string, unknown>[];
  const pick = (item: Record<string, unknown> | undefined, keys: readonly string[]) =>
    Object.fromEntries(keys.filter((key) => item?.[key] !== undefined).map((key) => [key, item?.[key]]));
  const seo = (data['seo'] ?? {}) as Record<string, unknown>;
  // Clock times, names, links, ids and images are not prose: only the texts a visitor reads.
  return {
    ...facts,
    schedule: list('schedule').map((item) => pick(item, ['label'])),
    people: list('people').map((person) => pick(person, ['title', 'organisation'])),
    agenda: list('agenda').map((item) => pick(item, ['title', 'description'])),
    videos: list('videos').map((video) => pick(video, ['title'])),
    infoBox: pick(data['infoBox'] as Record<string, unknown> | undefined, ['heading', 'body']),
    quote: pick(data['quote'] as Record<string, unknown> | undefined, ['text', 'attribution']),
    seo: pick(seo, ['title', 'description']),
  };
}

/**
 * An industry card's texts (src/content/schemas/resources.ts): everything but the companies'
 * names, which are written one way in every language.
 */
function industryFacts(data: Record<string, unknown>): Record<string, unknown> {
  const leaders = Array.isArray(data['leaders']) ? (data['leaders'] as unknown[]) : [];
  return {
    ...data,
    leaders: leaders.map((leader) => ({
      marketCap: (leader as Record<string, unknown>)['marketCap'],
    })),
  };
}

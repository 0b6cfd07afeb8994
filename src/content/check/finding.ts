/** What the content check reports, in the order the summary lists them. */
export const FINDING_KINDS = [
  'sample',
  'editor-note',
  'photo',
  'profile',
  'capacity',
  'date',
  'translation',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** One thing an editor should look at, with where it is written. */
export interface Finding {
  /** Path relative to the project, e.g. content/events/leap-dinner.md. */
  path: string;
  /** 1-based line in that file. */
  line: number;
  kind: FindingKind;
  message: string;
}

/** How each kind reads in the summary line: one, many. */
export const FINDING_LABELS: Record<FindingKind, readonly [string, string]> = {
  sample: ['sample entry', 'sample entries'],
  'editor-note': ["editor's note", "editors' notes"],
  photo: ['missing photo', 'missing photos'],
  profile: ['missing profile link', 'missing profile links'],
  capacity: ['capacity mismatch', 'capacity mismatches'],
  date: ['date mismatch', 'date mismatches'],
  translation: ['missing translation', 'missing translations'],
};

/**
 * What a strict build refuses. A missing translation is listed but never blocks: the page shows the
 * English under a note (docs/editing-content.md#languages), as Starlight reports missing pages.
 */
export function blockingFindings(findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.kind !== 'translation');
}

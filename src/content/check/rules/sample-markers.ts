import type { Finding } from '../finding.ts';
import type { SourceFile } from '../source-file.ts';

/** Every `sample: true` in the file's data, at any depth: stand-in content that must be replaced. */
export function sampleMarkers(file: SourceFile): Finding[] {
  const findings: Finding[] = [];
  const visit = (value: unknown, keyPath: (string | number)[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...keyPath, index]));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const entry = value as Record<string, unknown>;
    if (entry.sample === true) {
      findings.push({
        path: file.path,
        line: file.lineOf([...keyPath, 'sample']),
        kind: 'sample',
        message: `${describe(entry)} is stand-in content: replace it, then delete \`sample: true\``,
      });
    }
    for (const [key, child] of Object.entries(entry)) visit(child, [...keyPath, key]);
  };
  visit(file.data, []);
  return findings;
}

function describe(entry: Record<string, unknown>): string {
  const label = entry.name ?? entry.title;
  return typeof label === 'string' ? `"${label}"` : 'This entry';
}

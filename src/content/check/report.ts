import { FINDING_KINDS, FINDING_LABELS, type Finding } from './finding.ts';

/** One line per finding, `path:line  kind  message`, as editors' tools link them. */
export function formatFindings(findings: readonly Finding[]): string[] {
  const width = Math.max(0, ...findings.map((f) => `${f.path}:${f.line}`.length));
  return findings.map(
    (f) => `${`${f.path}:${f.line}`.padEnd(width)}  ${f.kind.padEnd(11)}  ${f.message}`,
  );
}

/** "81 content findings: 48 sample entries, 8 editors' notes, …" or "no content findings". */
export function summarizeFindings(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'no content findings';
  const parts = FINDING_KINDS.map((kind) => [kind, findings.filter((f) => f.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${FINDING_LABELS[kind][count === 1 ? 0 : 1]}`);
  const noun = findings.length === 1 ? 'finding' : 'findings';
  return `${findings.length} content ${noun}: ${parts.join(', ')}`;
}

/** Strict mode: `--strict` on the command line (`npm run build -- --strict`) or CONTENT_STRICT=1. */
export function isStrict(argv: readonly string[], contentStrict: boolean): boolean {
  return argv.includes('--strict') || contentStrict;
}

import type { Finding } from '../finding.ts';
import type { SourceFile } from '../source-file.ts';

/**
 * A person without a photo (the page draws a monogram) or without a profile link. People files
 * are one person each; event pages list theirs under `people`.
 */
export function portraits(file: SourceFile, kind: 'person' | 'event'): Finding[] {
  if (kind === 'person') return checkPerson(file, file.data, []);
  const people = file.data.people;
  if (!Array.isArray(people)) return [];
  return people.flatMap((person: unknown, index) =>
    typeof person === 'object' && person !== null
      ? checkPerson(file, person as Record<string, unknown>, ['people', index])
      : [],
  );
}

function checkPerson(
  file: SourceFile,
  person: Record<string, unknown>,
  keyPath: (string | number)[],
): Finding[] {
  const name = typeof person.name === 'string' ? person.name : 'A person';
  const line = file.lineOf(keyPath.length > 0 ? keyPath : ['name']);
  const findings: Finding[] = [];
  if (person.photo === undefined) {
    findings.push({
      path: file.path,
      line,
      kind: 'photo',
      message: `${name} has no photo (initials are shown): add \`photo: ./<file>.jpg\``,
    });
  }
  if (person.profileUrl === undefined) {
    findings.push({
      path: file.path,
      line,
      kind: 'profile',
      message: `${name} has no profile link: add \`profileUrl\``,
    });
  }
  return findings;
}

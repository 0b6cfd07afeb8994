import { describe, expect, it } from 'vitest';
import type { Finding } from '~/content/check/finding.ts';
import { formatFindings, isStrict, summarizeFindings } from '~/content/check/report.ts';

const finding = (kind: Finding['kind'], line = 1): Finding => ({
  path: 'content/people/a.yaml',
  line,
  kind,
  message: 'm',
});

describe('content check report', () => {
  it('summarises by kind in a fixed order', () => {
    expect(summarizeFindings([finding('photo'), finding('sample'), finding('sample')])).toBe(
      '3 content findings: 2 sample entries, 1 missing photo',
    );
    expect(summarizeFindings([])).toBe('no content findings');
  });

  it('prints path:line first so editors can jump to it', () => {
    expect(formatFindings([finding('date', 12)])).toEqual([
      'content/people/a.yaml:12  date         m',
    ]);
  });

  it.each([
    [['node', 'astro', 'build', '--strict'], false, true],
    [['node', 'astro', 'build'], true, true],
    [['node', 'astro', 'build'], false, false],
  ])('strict for %j with CONTENT_STRICT %s: %s', (argv, contentStrict, strict) => {
    expect(isStrict(argv, contentStrict)).toBe(strict);
  });
});

describe('the repository content', () => {
  it('has no capacity or date mismatches', async () => {
    const { checkContent } = await import('~/content/check/check-content.ts');
    const findings = checkContent(process.cwd());
    expect(findings.filter((f) => f.kind === 'capacity' || f.kind === 'date')).toEqual([]);
    // Every sample marker in the content is listed.
    expect(findings.some((f) => f.kind === 'sample')).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkFile } from '~/content/check/check-file.ts';
import { blockingFindings } from '~/content/check/finding.ts';
import { eventSchema } from '~/content/schemas/event.ts';
import { partnerSchema } from '~/content/schemas/partners.ts';
import { personSchema } from '~/content/schemas/people.ts';

// The guide's examples are copied by editors as they are: each must pass the real schema.
const guide = readFileSync('docs/editing-content.md', 'utf8');
const context = { image: () => z.string() } as unknown as SchemaContext;

/** The fenced blocks of a language, in order. */
function blocks(language: string): string[] {
  return [...guide.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```', 'g'))].map(
    (match) => match[1] ?? '',
  );
}

describe('docs/editing-content.md', () => {
  const [eventFile = ''] = blocks('markdown');
  const [person = '', partner = ''] = blocks('yaml');

  it('has a complete example event that the schema accepts and the check passes', () => {
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(eventFile)?.[1] ?? '';
    const parsed = eventSchema(context).safeParse(parse(frontMatter));
    expect(parsed.error?.issues).toBeUndefined();
    const findings = checkFile('content/events/spring-dinner.md', eventFile);
    // Its short facts are in both languages; its long text's Arabic is a file beside it
    // (spring-dinner.ar.md), absent here: that one finding is listed, and does not block.
    expect(blockingFindings(findings)).toEqual([]);
    expect(findings.map((f) => f.kind)).toEqual(['translation']);
  });

  it('has a person and a partner the schemas accept', () => {
    expect(personSchema(context).safeParse(parse(person)).error?.issues).toBeUndefined();
    expect(partnerSchema(context).safeParse(parse(partner)).error?.issues).toBeUndefined();
    expect(checkFile('content/people/layla-al-harbi.yaml', person)).toEqual([]);
  });
});

// Reads the privacy notice's version from content/legal/privacy-policy.md at build time, checked
// by the legal schema, so the forms send the version of the notice the site was built with
// (astro.config.mjs defines it for the islands; src/lib/privacy/notice-version.ts reads it).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { noticeVersionSchema } from './schemas/legal.ts';

const NOTICE_FILE = new URL('../../content/legal/privacy-policy.md', import.meta.url);

/** The version in a Markdown file's front matter; throws a readable error when it is missing or malformed. */
export function noticeVersionOf(markdown: string): string {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(markdown)?.[1];
  if (frontMatter === undefined) throw new Error('content/legal/privacy-policy.md has no front matter');
  const data: unknown = parse(frontMatter);
  const version = (data as { version?: unknown } | null)?.version;
  const parsed = noticeVersionSchema.safeParse(version);
  if (!parsed.success) {
    throw new Error(
      `content/legal/privacy-policy.md: ${parsed.error.issues[0]?.message ?? 'version is missing'}`,
    );
  }
  return parsed.data;
}

export function readPrivacyNoticeVersion(): string {
  return noticeVersionOf(readFileSync(NOTICE_FILE, 'utf8'));
}

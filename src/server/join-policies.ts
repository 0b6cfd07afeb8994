/**
 * Joins Content-Security-Policy values into one, merging directives that appear in more than one
 * (their sources united, in order). A browser ignores a repeated directive, with a console warning:
 * Astro's page policy (script and style hashes, and `font-src 'self'` for the site's fonts) and the
 * site-wide policy (security-headers.ts) must read as one.
 */
export function joinPolicies(...policies: (string | undefined)[]): string {
  const directives = new Map<string, string[]>();
  for (const policy of policies) {
    for (const part of policy?.split(';') ?? []) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const key = name.toLowerCase();
      const merged = directives.get(key) ?? [];
      for (const source of sources) if (!merged.includes(source)) merged.push(source);
      directives.set(key, merged);
    }
  }
  return [...directives]
    .map(([name, sources]) => {
      // 'none' only stands alone: once another policy allows something, it is dropped.
      const allowed = sources.length > 1 ? sources.filter((s) => s !== "'none'") : sources;
      return [name, ...allowed].join(' ');
    })
    .join('; ');
}

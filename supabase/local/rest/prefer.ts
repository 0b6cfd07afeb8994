// Parses the Prefer header; supabase-js appends preferences comma+space joined
// (docs/wire/supabase-js.md#prefer-header).

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing: 'null' | 'default';
  rollback: boolean;
}

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { return: 'minimal', missing: 'null', rollback: false };
  if (!header) return prefs;
  for (const part of header.split(',')) {
    const [rawName, rawValue] = part.split('=', 2);
    const name = rawName?.trim().toLowerCase();
    const value = rawValue?.trim().toLowerCase();
    if (
      name === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.return = value;
    } else if (
      name === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      prefs.count = value;
    } else if (
      name === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      prefs.resolution = value;
    } else if (name === 'missing' && value === 'default') {
      prefs.missing = 'default';
    } else if (name === 'tx' && value === 'rollback') {
      prefs.rollback = true;
    }
    // Other preferences (handling, timezone, params, max-affected) are ignored, as PostgREST does
    // with handling=lenient, its default.
  }
  return prefs;
}

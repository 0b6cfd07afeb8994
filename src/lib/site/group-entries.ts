/** A titled group as declared in a page's content file. */
export interface Group {
  id: string;
  heading: string;
  summary?: string | undefined;
}

/** Anything that names its group and its position in it. */
export interface Groupable {
  id: string;
  data: { group: string; order: number; name: string };
}

/**
 * Puts entries into the page's groups, in the groups' order, each sorted by `order` then name.
 * An entry naming an unknown group fails the build with the file and the valid ids, so a typo
 * never hides a person or a partner silently.
 */
export function groupEntries<T extends Groupable>(
  groups: readonly Group[],
  entries: readonly T[],
): { group: Group; entries: T[] }[] {
  const ids = groups.map((group) => group.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`group "${duplicate}" is declared twice`);
  for (const entry of entries) {
    if (!ids.includes(entry.data.group)) {
      throw new Error(
        `${entry.id}: group "${entry.data.group}" is not one of ${ids.map((id) => `"${id}"`).join(', ')}`,
      );
    }
  }
  return groups.map((group) => ({
    group,
    entries: entries
      .filter((entry) => entry.data.group === group.id)
      .sort((a, b) => a.data.order - b.data.order || a.data.name.localeCompare(b.data.name)),
  }));
}

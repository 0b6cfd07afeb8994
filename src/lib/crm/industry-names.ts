// The industries' names in a staff language, for the pages that serve the staff app
// (docs/behaviour/staff-app.md#language): written once, in content/resources/industries (the
// resources page shows the same names), and sent to the island with the page. English needs none:
// the app has the industry catalogue's English names.
import { getCollection } from 'astro:content';
import { textIn } from '../i18n/localized.ts';
import type { StaffLanguage } from './staff-language.ts';

/** Read once per language: the content is part of the build. */
const read = new Map<StaffLanguage, Promise<Record<string, string>>>();

export async function industryNamesIn(
  language: StaffLanguage,
): Promise<Record<string, string> | undefined> {
  if (language === 'en') return undefined;
  let names = read.get(language);
  if (!names) {
    names = getCollection('industries').then((entries) =>
      Object.fromEntries(entries.map((entry) => [entry.id, textIn(entry.data.name, language)])),
    );
    read.set(language, names);
  }
  return names;
}

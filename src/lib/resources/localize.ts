import type { Locale } from '../i18n/locales.ts';
import { resolveIn, textIn, type Localized, type Resolved } from '../i18n/localized.ts';
import type {
  ResourcesPageData,
  SectorOpportunity,
  TechnologyTailwind,
} from '../../content/schemas/resources.ts';
import type { ExplorerData, IndustryContent } from './types.ts';

/** The explorer's content as written: every text `{ en, ar }` or English only. */
export interface ResourcesContent {
  page: ResourcesPageData;
  industries: IndustryContent[];
  /** Keyed by the key-area tag's English text. */
  sectorOpportunities: Readonly<Record<string, SectorOpportunity>>;
  /** Keyed by the tailwind tag's English text. */
  technologyTailwinds: Readonly<Record<string, TechnologyTailwind>>;
}

type TagField = 'keyAreas' | 'techTailwinds';
const TAG_FIELDS: readonly TagField[] = ['keyAreas', 'techTailwinds'];

/**
 * The text each English tag shows in `locale`, from the industry files. A tag is one glossary
 * entry, so it must read the same on every card: the problems list an English tag written with
 * two translations, and two English tags sharing one (their dialogs could not be told apart).
 */
export function tagTexts(
  industries: readonly ({ id: string } & Record<TagField, readonly Localized[]>)[],
  locale: Locale,
): { texts: Map<string, string>; problems: string[] } {
  const texts = new Map<string, string>();
  const problems: string[] = [];
  for (const industry of industries) {
    for (const field of TAG_FIELDS) {
      for (const tag of industry[field]) {
        const english = textIn(tag, 'en');
        const shown = textIn(tag, locale);
        const known = texts.get(english);
        if (known === undefined) texts.set(english, shown);
        else if (known !== shown)
          problems.push(
            `${industry.id}: tag "${english}" reads "${shown}" here but "${known}" elsewhere`,
          );
      }
    }
  }
  const owners = new Map<string, string>();
  for (const [english, shown] of texts) {
    const other = owners.get(shown);
    if (other !== undefined && other !== english)
      problems.push(`tags "${other}" and "${english}" both read "${shown}"`);
    owners.set(shown, english);
  }
  return { texts, problems };
}

/** A glossary keyed by English tag text, resolved and keyed by the text the tag shows. */
function rekey<T>(
  glossary: Readonly<Record<string, T>>,
  texts: ReadonlyMap<string, string>,
  locale: Locale,
): Record<string, Resolved<T>> {
  return Object.fromEntries(
    Object.entries(glossary).map(([english, entry]) => [
      texts.get(english) ?? english,
      resolveIn(entry, locale),
    ]),
  );
}

/**
 * The page copy and the explorer's data in one language, so a page ships only its own language
 * to the browser (the island's props). Glossaries are keyed by the tag text shown in `locale`.
 */
export function resolveResources(
  content: ResourcesContent,
  locale: Locale,
): { page: Resolved<ResourcesPageData>; explorer: ExplorerData } {
  const { texts } = tagTexts(content.industries, locale);
  const page = resolveIn(content.page, locale);
  return {
    page,
    explorer: {
      // The id is a catalogue id, not text: it keeps its type.
      industries: content.industries.map((industry) => ({
        ...resolveIn(industry, locale),
        id: industry.id,
      })),
      sectorOpportunities: rekey(content.sectorOpportunities, texts, locale),
      technologyTailwinds: rekey(content.technologyTailwinds, texts, locale),
      copy: page.explorer,
    },
  };
}

import type { ResourcesWords } from '~/lib/i18n/islands/resources.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import type { ExplorerData, Industry } from '~/lib/resources/types.ts';

/** The island's props: its data and its own words, both in the page's language, and that language. */
export type ExplorerProps = ExplorerData & { locale: Locale; words: ResourcesWords };

/** What every part of the explorer needs to speak the page's language. */
export interface Speaks {
  words: ResourcesWords;
  locale: Locale;
}

/** Which glossary a tag belongs to. */
export type TagKind = 'keyArea' | 'techTailwind';

/** The dialog a control on a card asks for. */
export type DialogRequest =
  | { kind: 'score'; industry: Industry }
  | { kind: 'investment' }
  | { kind: 'tam' }
  | { kind: 'tag'; tagKind: TagKind; name: string };

/** An open dialog and the control that opened it, which gets focus back on close. */
export interface OpenDialogState {
  request: DialogRequest;
  opener: HTMLElement;
}

export type OpenDialog = (request: DialogRequest, opener: HTMLElement) => void;

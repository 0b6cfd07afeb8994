import type { Industry } from '~/lib/resources/types.ts';

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

// Which contact's record is open. Features open a record only through here (never by importing
// each other); the id lives in the URL (?contact=), so a link opens the same record.
import { atom, computed } from 'nanostores';
import { $view, setView } from './view.ts';

export const $openContactId = computed($view, (view) => view.contact);

export function openContact(id: string): void {
  setView({ contact: id });
}

export function closeContact(): void {
  setView({ contact: null });
}

/** The request whose details dialog is open (from the All table or a contact's history). */
export interface OpenRequest {
  kind: 'membership' | 'event';
  id: string;
}

export const $openRequest = atom<OpenRequest | null>(null);

export function openRequest(request: OpenRequest): void {
  $openRequest.set(request);
}

export function closeRequest(): void {
  $openRequest.set(null);
}

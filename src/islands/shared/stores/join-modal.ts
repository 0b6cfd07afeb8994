import { atom } from 'nanostores';

/**
 * Whether the join modal is open. Any island (or the join trigger script) opens it; the modal
 * closes it. A plain atom so islands that never render the modal do not load it.
 */
export const $joinModalOpen = atom(false);

export function openJoinModal(): void {
  $joinModalOpen.set(true);
}

export function closeJoinModal(): void {
  $joinModalOpen.set(false);
}

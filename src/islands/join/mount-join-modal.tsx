import { createRoot } from 'react-dom/client';
import { openJoinModal } from '../shared/stores/join-modal.ts';
import { mountToaster } from '../shared/toaster/mount-toaster.tsx';
import { JoinModal } from './features/application/components/JoinModal.tsx';

let mounted = false;
let returnFocus: HTMLElement | null = null;

/**
 * Renders the join modal (once per page) and opens it. Loaded on demand by join-trigger.ts, so
 * a page pays for the modal only when a visitor asks for it.
 */
export function showJoinModal(trigger: HTMLElement | null): void {
  returnFocus = trigger;
  if (!mounted) {
    mounted = true;
    mountToaster();
    const host = document.createElement('div');
    host.dataset['joinModal'] = '';
    document.body.append(host);
    createRoot(host).render(<JoinModal getReturnFocus={() => returnFocus} />);
  }
  openJoinModal();
}

import { createRoot } from 'react-dom/client';
import { locales } from '~/lib/i18n/locales.ts';
import { pageLocale } from '../shared/page-locale.ts';
import { openJoinModal } from '../shared/stores/join-modal.ts';
import { mountToaster } from '../shared/toaster/mount-toaster.tsx';
import { JoinModal } from './features/application/components/JoinModal.tsx';

let mounted = false;
let returnFocus: HTMLElement | null = null;

/**
 * Renders the join modal (once per page) and opens it. Loaded on demand by join-trigger.ts, so
 * a page pays for the modal only when a visitor asks for it. It speaks the page's language, said
 * on its own element too, since it sits outside the page's blocks.
 */
export function showJoinModal(trigger: HTMLElement | null): void {
  returnFocus = trigger;
  if (!mounted) {
    mounted = true;
    mountToaster();
    const host = document.createElement('div');
    const locale = pageLocale();
    host.dataset['joinModal'] = '';
    host.lang = locales[locale].lang;
    host.dir = locales[locale].dir;
    document.body.append(host);
    createRoot(host).render(<JoinModal getReturnFocus={() => returnFocus} locale={locale} />);
  }
  openJoinModal();
}

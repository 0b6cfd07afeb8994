import { createRoot } from 'react-dom/client';
import { pageLocale } from '../page-locale.ts';
import { Toaster } from './Toaster.tsx';

let mounted = false;

/**
 * Renders the page's one Toaster the first time any island needs it, into its own element at
 * the end of <body>, so every island shares it whatever order they hydrate in. It speaks the
 * page's language.
 */
export function mountToaster(): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset['toaster'] = '';
  document.body.append(host);
  createRoot(host).render(<Toaster locale={pageLocale()} />);
}

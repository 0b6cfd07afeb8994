/**
 * The only join code a page loads up front: it turns every [data-join-trigger] link (and a
 * `?join=true` address) into "open the join modal", importing the modal on first use. Without
 * JavaScript the links still lead to the home page of their language with ?join=true.
 */
const JOIN_PARAM = 'join';

function loadAndShow(trigger: HTMLElement | null): void {
  import('./mount-join-modal.tsx')
    .then(({ showJoinModal }) => showJoinModal(trigger))
    .catch(() => {
      // The modal could not load (offline, new deployment): fall back to the plain link.
      if (trigger instanceof HTMLAnchorElement) window.location.assign(trigger.href);
    });
}

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0) return;
  // Let modified clicks open the link in a new tab or window as usual.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target instanceof Element ? event.target : null;
  const trigger = target?.closest<HTMLElement>('[data-join-trigger]');
  if (!trigger) return;
  event.preventDefault();
  loadAndShow(trigger);
});

const url = new URL(window.location.href);
if (url.searchParams.get(JOIN_PARAM) === 'true') {
  // Drop the parameter, so a reload or a shared address does not reopen the modal unasked.
  url.searchParams.delete(JOIN_PARAM);
  history.replaceState(history.state, '', url);
  loadAndShow(null);
}

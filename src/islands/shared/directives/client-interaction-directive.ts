import type { ClientDirective } from 'astro';
import { hasSessionCookie } from '~/lib/auth/auth-callback-url.ts';

/** Events that show a visitor has started to use the island. */
const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;
/** The island sets this attribute on an element once React has hydrated it. */
const HYDRATED_SELECTOR = '[data-hydrated]';
const HYDRATION_WAIT_MS = 10_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * `client:interaction`: a form island whose server-rendered HTML is usable as it stands loads
 * React and its code only when the visitor first focuses, clicks or types in it — so a sign-in or
 * contact page costs no JavaScript until it is used. It hydrates at once when the page arrives
 * with something to act on (a session cookie, a query or a hash: e-mail links, errors, `next`).
 *
 * Hydration reuses the DOM nodes, so what the visitor did meanwhile is replayed on the same
 * nodes: typed values are re-announced with input events (the form library reads them), focus
 * stays where it was, and a submit or button click made before hydration is kept and re-sent.
 */
const clientInteraction: ClientDirective = (load, _options, island) => {
  let started = false;
  let pendingSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  let pendingClick: HTMLElement | null = null;

  function holdSubmit(event: Event): void {
    // Before hydration a submit would be a plain browser request with the visitor's details.
    event.preventDefault();
    const submit = event as SubmitEvent;
    pendingSubmit = { form: submit.target as HTMLFormElement, submitter: submit.submitter };
    start();
  }

  function holdClick(event: MouseEvent): void {
    // In-page buttons (switch view, send a link) need React; submits are held above and links
    // to other pages work as they are.
    const button = (event.target as Element | null)?.closest('button[type="button"]');
    if (!(button instanceof HTMLButtonElement)) return;
    event.preventDefault();
    pendingClick = button;
    start();
  }

  function onFirstUse(): void {
    start();
  }

  function stopListening(): void {
    for (const type of FIRST_USE_EVENTS) island.removeEventListener(type, onFirstUse, true);
  }

  function start(): void {
    if (started) return;
    started = true;
    stopListening();
    void load().then(async (hydrate) => {
      const typed = editedValues(island, served);
      await hydrate();
      await whenHydrated(island);
      island.removeEventListener('submit', holdSubmit, true);
      island.removeEventListener('click', holdClick, true);
      replay(island, typed);
    });
  }

  function replay(root: HTMLElement, typed: Map<Field, FieldState>): void {
    const focused = document.activeElement;
    const now = editedValues(root, served);
    for (const [field, state] of new Map([...typed, ...now])) {
      // Hydration may have put the form library's default back: restore, then announce.
      if (isCheckable(field)) replayChoice(field, state.checked);
      else {
        setNativeState(field, state);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
    if (focused instanceof HTMLElement && root.contains(focused)) focused.focus();
    if (pendingSubmit) pendingSubmit.form.requestSubmit(submitterOf(pendingSubmit));
    else pendingClick?.click();
    pendingSubmit = null;
    pendingClick = null;
  }

  // What the server rendered, to tell the visitor's edits from the form's own defaults.
  const served = fieldStates(island);
  island.addEventListener('submit', holdSubmit, true);
  island.addEventListener('click', holdClick, true);
  const search = window.location.search;
  if (hasSessionCookie(document.cookie) || search.length > 1 || window.location.hash.length > 1) {
    start();
    return;
  }
  for (const type of FIRST_USE_EVENTS) island.addEventListener(type, onFirstUse, true);
};

function submitterOf(pending: {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}): HTMLElement | undefined {
  const submitter = pending.submitter;
  return submitter && pending.form.contains(submitter) ? submitter : undefined;
}

interface FieldState {
  value: string;
  checked: boolean;
}

function fieldStates(root: HTMLElement): Map<Field, FieldState> {
  const states = new Map<Field, FieldState>();
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && field.type === 'hidden') continue;
    const checked = field instanceof HTMLInputElement ? field.checked : false;
    states.set(field, { value: field.value, checked });
  }
  return states;
}

/** The fields whose value differs from what the server rendered, with their current state. */
function editedValues(root: HTMLElement, served: Map<Field, FieldState>): Map<Field, FieldState> {
  const edited = new Map<Field, FieldState>();
  for (const [field, state] of fieldStates(root)) {
    const before = served.get(field);
    if (!before || before.value !== state.value || before.checked !== state.checked) {
      edited.set(field, state);
    }
  }
  return edited;
}

/**
 * A box or radio button the visitor set, set again as a click: React reports a change of these
 * from the click event, not from input or change events. A radio button left unchecked needs
 * nothing (its group's checked one is replayed), and clicking it would check it again.
 */
function replayChoice(field: HTMLInputElement, checked: boolean): void {
  if (field.type === 'radio' && !checked) return;
  field.checked = !checked;
  field.click();
}

/**
 * Puts the visitor's value back so that React reports it. React remembers the value it last saw
 * through the element's own `value` property and ignores an input event that does not change it;
 * hydration records the typed value there, so it is first reset through that property and then
 * written through the prototype's setter, which React does not watch.
 */
function setNativeState(field: Field, state: FieldState): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = '';
  if (setter) setter.call(field, state.value);
  else field.value = state.value;
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Resolves once the island marks itself hydrated (or after a bound, so nothing waits forever). */
function whenHydrated(island: HTMLElement): Promise<void> {
  if (island.querySelector(HYDRATED_SELECTOR)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!island.querySelector(HYDRATED_SELECTOR)) return;
      finish();
    });
    const timer = window.setTimeout(finish, HYDRATION_WAIT_MS);
    function finish(): void {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    }
    observer.observe(island, { attributes: true, subtree: true, childList: true });
  });
}

export default clientInteraction;

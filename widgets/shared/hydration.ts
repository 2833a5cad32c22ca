/**
 * Interaction-driven hydration (docs/decisions/0110-interaction-driven-hydration.md): the part of
 * the loader that watches an element's server HTML until its chunk is needed, and replays the
 * click or key that asked for it on the hydrated element, once.
 *
 * Server HTML controls that do something once hydrated carry `data-foyer-replay="<name>"`, and the
 * element's own render (React in the shadow root, or the light-DOM element's markup itself)
 * carries the same attribute on its counterpart. A click (or Space on a link acting as a button)
 * on such a control before the element is ready is held: its default is prevented and it goes no
 * further; when the element is ready the counterpart is focused and clicked (or gets the key).
 * One replay per element: further clicks while it waits are swallowed, so an impatient double
 * click opens a menu once rather than opening and closing it. A click on anything else (a plain
 * link in a card) is left alone: it navigates as server HTML does. If the chunk fails to load, a
 * held link navigates and a held submit button submits its form: the server HTML stays usable.
 * The same happens when the hydrated element has no counterpart (none within five seconds) or
 * marks a `<slot>`: it shows the server control as its own. Focus on a marked control moves to
 * its counterpart too; `data-foyer-focus` marks controls for which only focus moves.
 *
 * This half runs in the loader and holds the input; the replay itself is in shared/replay.ts, a
 * small chunk fetched beside the element's (decision 0163).
 */

/** Marks a server HTML control and its counterpart in the hydrated element. */
export const REPLAY_ATTRIBUTE = 'data-foyer-replay';
/**
 * Marks a server HTML link whose clicks need nothing from the element (it navigates as it is),
 * and its counterpart: only focus moves there, once the element replaces its server HTML, so a
 * keyboard visitor who tabbed onto it keeps their place.
 */
export const FOCUS_ATTRIBUTE = 'data-foyer-focus';
/** Dispatched (not bubbling) on an element by `defineElement` after its React tree's first commit. */
export const HYDRATED_EVENT = 'foyer-hydrated';
/** Asks an element registered with `visible` mounting to mount now (a visitor reached for it). */
export const HYDRATE_NOW_EVENT = 'foyer-hydrate-now';

/** The visitor reaching for an element: each starts its hydration. */
export const REACH_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** How long after hydration a held wake event is dispatched again (React effects have run). */
const WAKE_DELAY_MS = 100;

/** The fallback slot `defineElement` shows until the first commit. */
const FALLBACK_SLOT = 'slot[data-foyer-fallback]';

/** Whether an element is defined and, if it renders into a shadow root, has committed once. */
export function isHydrated(element: Element): boolean {
  if (!customElements.get(element.localName)) return false;
  if (element.matches(':not(:defined)')) return false;
  const root = element.shadowRoot;
  return !root || !Array.from(root.children).some((child) => child.matches(FALLBACK_SLOT));
}

/** A click or key held for the hydrated element. */
export type HeldInput = { kind: 'click' } | { kind: 'key'; key: string; code: string };

/** What a held control does without its element: follow a link, submit a form. */
export function fallBack(control: HTMLElement): void {
  const link = control.closest('a[href]');
  if (link instanceof HTMLAnchorElement) {
    location.assign(link.href);
    return;
  }
  // A disclosure's summary (the cookie banner's settings) opens as it would have.
  if (control.localName === 'summary' && control.parentElement instanceof HTMLDetailsElement) {
    control.parentElement.open = !control.parentElement.open;
    return;
  }
  if (
    (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
    control.type === 'submit' &&
    control.form
  )
    control.form.requestSubmit(control);
}

/**
 * Whether a key on this control makes a click by itself (Enter on a link, button or a details'
 * summary, Space on a button or summary).
 */
function keyMakesClick(control: HTMLElement, key: string): boolean {
  const summary = control.localName === 'summary';
  if (key === 'Enter')
    return control instanceof HTMLAnchorElement || control instanceof HTMLButtonElement || summary;
  if (key === ' ') return control instanceof HTMLButtonElement || summary;
  return false;
}

export interface WatchOptions {
  /** Starts (once) loading the element's chunk; rejects when the chunk fails to load. */
  load: () => Promise<unknown>;
  /**
   * Controls (a selector) that do their work without the element's chunk (the cookie banner's
   * accept and reject): reaching for them does not load it.
   */
  without?: string;
}

/**
 * Watches one element's server HTML: the visitor reaching for it starts `load`, and a click or
 * Space on a `data-foyer-replay` control is held and replayed once the element is hydrated.
 * Returns a function that stops watching.
 */
export function watchElement(element: HTMLElement, { load, without }: WatchOptions): () => void {
  let held: { control: HTMLElement; input: HeldInput } | null = null;
  let loading: Promise<unknown> | null = null;
  const start = () => {
    loading ??= load();
    return loading;
  };
  /** The held input is replayed by the second half (shared/replay.ts), fetched beside the chunk. */
  const replay = (control: HTMLElement, input: HeldInput) => {
    held = { control, input };
    Promise.all([start(), import('./replay')])
      .then(([, part]) => part.replayHeld(element, control, input))
      .then(
        () => {
          held = null;
        },
        () => {
          held = null;
          fallBack(control);
        },
      );
  };
  const heldControl = (event: Event): HTMLElement | null => {
    if (isHydrated(element)) return null;
    const target = event.target instanceof Element ? event.target : null;
    if (without && target?.closest(without)) return null;
    const control = target?.closest<HTMLElement>(`[${REPLAY_ATTRIBUTE}]`);
    return control && element.contains(control) ? control : null;
  };
  /** A control whose focus alone moves (`data-foyer-focus`), never held. */
  const focusControl = (event: Event): HTMLElement | null => {
    if (isHydrated(element)) return null;
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(`[${FOCUS_ATTRIBUTE}]`);
    return control && element.contains(control) ? control : null;
  };
  /** Focus on a marked control moves to its counterpart once hydrated (shared/replay.ts). */
  const keepFocus = (control: HTMLElement) => {
    const before = control instanceof HTMLSelectElement ? control.value : null;
    Promise.all([start(), import('./replay')])
      .then(([, part]) => part.moveFocus(element, control, before, () => held !== null))
      .catch(() => {});
  };
  const onReach = (event: Event) => {
    if (isHydrated(element)) return;
    if (without && event.target instanceof Element && event.target.closest(without)) return;
    void start().catch(() => {});
    if (event.type === 'focusin') {
      const control = heldControl(event) ?? focusControl(event);
      if (control) keepFocus(control);
      return;
    }
    if (event.type !== 'keydown') return;
    const key = event as KeyboardEvent;
    const control = heldControl(event);
    // Enter on a link or button and Space on a button click by themselves: the click is held then.
    if (!control || (key.key !== ' ' && key.key !== 'Enter') || keyMakesClick(control, key.key)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held) replay(control, { kind: 'key', key: key.key, code: key.code });
  };
  const onClick = (event: Event) => {
    const control = heldControl(event);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held) replay(control, { kind: 'click' });
  };
  for (const type of REACH_EVENTS) element.addEventListener(type, onReach, { capture: true, passive: false });
  element.addEventListener('click', onClick, { capture: true });
  return () => {
    for (const type of REACH_EVENTS) element.removeEventListener(type, onReach, { capture: true });
    element.removeEventListener('click', onClick, { capture: true });
  };
}

/**
 * Holds `type` events dispatched on `document` while the element that answers them is not
 * hydrated: `load` starts, and the event is dispatched again once the element is ready.
 */
export function holdWakeEvent(type: string, tag: string, load: () => Promise<unknown>): void {
  document.addEventListener(
    type,
    (event) => {
      const element = document.querySelector(tag);
      if (!element || isHydrated(element)) return;
      event.stopImmediatePropagation();
      const detail = event instanceof CustomEvent ? event.detail : null;
      Promise.all([load(), import('./replay')])
        .then(([, part]) => part.whenHydrated(element))
        // A React element may listen from an effect, which runs after the first commit: the
        // event is dispatched again a moment later (WAKE_DELAY_MS).
        .then(() => new Promise((resolve) => setTimeout(resolve, WAKE_DELAY_MS)))
        .then(
          () =>
            document.dispatchEvent(
              new CustomEvent(type, { detail, bubbles: event.bubbles, composed: event.composed }),
            ),
          () => {},
        );
    },
    { capture: true },
  );
}

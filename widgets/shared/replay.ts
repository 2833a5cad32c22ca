import {
  FOCUS_ATTRIBUTE,
  fallBack,
  type HeldInput,
  HYDRATE_NOW_EVENT,
  HYDRATED_EVENT,
  isHydrated,
  REPLAY_ATTRIBUTE,
} from './hydration';

/**
 * The second half of interaction-driven hydration (decisions 0110 and 0163): what happens after
 * the visitor reached for an element, fetched beside its chunk. The loader's half
 * (shared/hydration.ts) holds the input; this half waits for the hydrated element, finds the held
 * control's counterpart and replays the input on it. Kept out of the loader, which every page and
 * webshop template runs before any interaction.
 */

/** How long a held input waits for the counterpart to appear after the element is defined. */
const COUNTERPART_WAIT_MS = 5000;

/** Resolves when the element is hydrated (defined, first commit done). */
export function whenHydrated(element: Element): Promise<void> {
  return customElements.whenDefined(element.localName).then(
    () =>
      new Promise<void>((resolve) => {
        if (isHydrated(element)) {
          resolve();
          return;
        }
        // A lazily mounted element (visible policy inside defineElement): mount it now.
        element.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
        if (isHydrated(element)) {
          resolve();
          return;
        }
        element.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true });
      }),
  );
}

/** A control's mark: which attribute, and its name (`data-foyer-replay` first). */
function markOf(control: HTMLElement): [string, string] {
  return control.hasAttribute(REPLAY_ATTRIBUTE)
    ? [REPLAY_ATTRIBUTE, control.getAttribute(REPLAY_ATTRIBUTE) ?? '']
    : [FOCUS_ATTRIBUTE, control.getAttribute(FOCUS_ATTRIBUTE) ?? ''];
}

/** The counterpart of a held control: in the shadow root first, else in the light DOM. */
function findCounterpart(element: Element, [attribute, name]: [string, string]): HTMLElement | null {
  const selector = `[${attribute}="${CSS.escape(name)}"]`;
  const root = element.shadowRoot;
  if (root) return root.querySelector<HTMLElement>(selector);
  return element.querySelector<HTMLElement>(selector);
}

/** Waits (a mutation observer, bounded) for the counterpart: a render may add it a moment later. */
function counterpart(element: Element, mark: [string, string]): Promise<HTMLElement | null> {
  const found = findCounterpart(element, mark);
  if (found) return Promise.resolve(found);
  const root = element.shadowRoot ?? element;
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const now = findCounterpart(element, mark);
      if (now) finish(now);
    });
    const timer = setTimeout(() => finish(null), COUNTERPART_WAIT_MS);
    function finish(result: HTMLElement | null) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(result);
    }
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * A server select changed before its element was ready (a key pressed while the chunk came): the
 * counterpart takes the same value, once its options are drawn (bounded wait), and announces it
 * as the visitor's change, so no choice is lost (decision 0150).
 */
function carryChoice(
  control: HTMLSelectElement,
  before: string | null,
  target: HTMLSelectElement,
): Promise<void> {
  const value = control.value;
  if (before === null || value === before || target.value === value) return Promise.resolve();
  const has = () => Array.from(target.options).some((option) => option.value === value);
  const apply = () => {
    target.value = value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  };
  if (has()) {
    apply();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!has()) return;
      finish();
      apply();
    });
    const timer = setTimeout(finish, COUNTERPART_WAIT_MS);
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(target, { childList: true, subtree: true });
  });
}

/**
 * Replays a held click or key on the control's counterpart once the element is hydrated. No
 * counterpart came, or the element marks a slot: it shows the server control as its own (the
 * booking widget without an offer shows the ticket link), so the control does what it does.
 */
export function replayHeld(element: Element, control: HTMLElement, input: HeldInput): Promise<void> {
  return whenHydrated(element)
    .then(() => counterpart(element, markOf(control)))
    .then((target) => {
      if (!target || target instanceof HTMLSlotElement) {
        fallBack(control);
        return;
      }
      target.focus();
      if (input.kind === 'click') target.click();
      else
        target.dispatchEvent(
          new KeyboardEvent('keydown', {
            key: input.key,
            code: input.code,
            bubbles: true,
            composed: true,
            cancelable: true,
          }),
        );
    });
}

/**
 * Focus on a marked control moves to its counterpart once hydrated (the control is hidden then),
 * unless an input is held for it (the replay focuses) or the visitor has moved on; a choice made
 * in a server select meanwhile (arrow keys) is carried over to it. `before` is the select's value
 * when it got focus.
 */
export function moveFocus(
  element: Element,
  control: HTMLElement,
  before: string | null,
  inputHeld: () => boolean,
): Promise<void> {
  return whenHydrated(element)
    .then(() => counterpart(element, markOf(control)))
    .then((target) => {
      if (control instanceof HTMLSelectElement && target instanceof HTMLSelectElement)
        void carryChoice(control, before, target);
      const active = document.activeElement;
      if (
        !inputHeld() &&
        target &&
        !(target instanceof HTMLSlotElement) &&
        (active === control || active === document.body || active === element)
      )
        target.focus();
    });
}

import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';

/** r2wc's attribute types. Note its boolean parsing: only values starting t, y or 1–9 are true. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

/** What r2wc passes to every element component besides its own props: the shadow root. */
export interface ElementProps {
  container?: ShadowRoot | HTMLElement;
}

/** r2wc keeps its state under these global symbols: "connected" gates every render. */
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

export interface DefineOptions {
  /**
   * `eager` (default): rendered when the element is upgraded. `visible`: for elements that come
   * in numbers further down a page (a booking button on every event card): the server-rendered
   * light-DOM fallback stays on show, and the React tree is mounted when the element comes within
   * a screen height of the viewport, or on focus or pointer contact, so a first visit does not
   * pay for 25 React roots in one long task (Lighthouse: total blocking time).
   */
  hydrate?: 'eager' | 'visible';
}

type R2wcElement = HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
  [R2WC_CONNECTED]: boolean;
};

let nearViewport: IntersectionObserver | undefined;
const pending = new WeakMap<Element, () => void>();

/**
 * Elements that came into view wait here and are hydrated one per task: a programme page brings
 * a dozen into view at once, and mounting them all in the observer's callback made one long task
 * (Lighthouse measured 270 ms on /de/programm). A visitor's focus or touch skips the queue.
 */
const hydrationQueue: Element[] = [];
function hydrateNextInQueue(): void {
  const next = hydrationQueue.shift();
  if (next) pending.get(next)?.();
  if (hydrationQueue.length > 0) setTimeout(hydrateNextInQueue, 0);
}
function queueHydration(element: Element): void {
  if (hydrationQueue.includes(element)) return;
  hydrationQueue.push(element);
  if (hydrationQueue.length === 1) setTimeout(hydrateNextInQueue, 0);
}

function whenNearViewport(element: HTMLElement, hydrate: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    hydrate();
    return () => {};
  }
  nearViewport ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) queueHydration(entry.target);
    },
    { rootMargin: '100% 0px' },
  );
  const observer = nearViewport;
  const events = ['focusin', 'pointerenter', 'touchstart'] as const;
  const stop = () => {
    pending.delete(element);
    const queued = hydrationQueue.indexOf(element);
    if (queued >= 0) hydrationQueue.splice(queued, 1);
    observer.unobserve(element);
    for (const type of events) element.removeEventListener(type, run);
  };
  const run = () => {
    stop();
    hydrate();
  };
  pending.set(element, run);
  observer.observe(element);
  for (const type of events) element.addEventListener(type, run, { passive: true });
  return stop;
}

/**
 * Registers a React component as a custom element with an open shadow root. Every prop's
 * attribute type is declared explicitly (kebab-case attribute ↔ camelCase prop). Registering
 * twice is a no-op, so a page that loads the loader twice does not throw.
 *
 * r2wc attaches the (empty) shadow root in the constructor, which hides the server-rendered
 * light-DOM fallback, and React's root.render() commits in a later task: in between the browser
 * may paint the element with no content and everything below jumps up and back (Lighthouse
 * measured CLS 0.15 on /de from the header's search box alone). The upgrade's last step, the
 * connection (after r2wc has read every attribute, each scheduling a render), therefore commits
 * synchronously with flushSync, in the same task and with the complete props, so the fallback is
 * replaced without an empty frame. Inside a React commit (an element
 * created by another element) flushSync cannot flush and React schedules as usual.
 */
export function defineElement<Props extends ElementProps>(
  tag: string,
  component: ComponentType<Props>,
  props: Partial<Record<Exclude<keyof Props & string, 'container'>, AttributeType>>,
  options: DefineOptions = {},
): void {
  if (customElements.get(tag)) return;
  // r2wc's option types do not accept a Partial record.
  const Base = r2wc(component, { shadow: 'open', props } as never) as unknown as new () => R2wcElement;
  const lazy = options.hydrate === 'visible';
  customElements.define(
    tag,
    class extends Base {
      #hydrated = !lazy;
      #stop: (() => void) | undefined;
      constructor() {
        super();
        if (!lazy) return;
        // Not rendered yet: the light-DOM fallback shows through a plain slot, and r2wc's
        // attribute handling only records props until the element is hydrated.
        this[R2WC_CONNECTED] = false;
        this.shadowRoot?.append(document.createElement('slot'));
      }
      override connectedCallback(): void {
        if (this.#hydrated) {
          flushSync(() => super.connectedCallback());
          return;
        }
        this.#stop ??= whenNearViewport(this, () => {
          this.#stop = undefined;
          this.#hydrated = true;
          this.shadowRoot?.replaceChildren();
          if (this.isConnected) flushSync(() => super.connectedCallback());
        });
      }
      override disconnectedCallback(): void {
        this.#stop?.();
        this.#stop = undefined;
        if (this.#hydrated) super.disconnectedCallback();
      }
    },
  );
}

/** The custom element behind a component, for dispatching events and reading attributes. */
export function hostOf(container: ElementProps['container']): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

/**
 * Dispatches a `foyer-*` event from an element: it bubbles and crosses shadow boundaries
 * (CONVENTIONS: Events). Fire only on user action, never on programmatic change.
 */
export function emit<Detail>(target: EventTarget | null, name: `foyer-${string}`, detail: Detail): void {
  target?.dispatchEvent(new CustomEvent<Detail>(name, { detail, bubbles: true, composed: true }));
}

/** A bare boolean attribute (`<foyer-x compact>`) counts as true; r2wc alone would read it as false. */
export function booleanAttribute(host: HTMLElement | null, name: string): boolean {
  const value = host?.getAttribute(name);
  return value !== null && value !== undefined && value !== 'false';
}

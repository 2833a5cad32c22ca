import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement, startTransition, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';

/** r2wc's attribute types. Note its boolean parsing: only values starting t, y or 1–9 are true. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

/** What r2wc passes to every element component besides its own props: the shadow root. */
export interface ElementProps {
  container?: ShadowRoot | HTMLElement;
}

/**
 * The loader's hydration events (shared/hydration.ts HYDRATED_EVENT, HYDRATE_NOW_EVENT), spelled
 * out here: importing that module would put the loader's code into a chunk every element shares.
 */
const HYDRATED_EVENT = 'foyer-hydrated';
const HYDRATE_NOW_EVENT = 'foyer-hydrate-now';

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
/** Hydrates a waiting element; `urgent` when a visitor is reaching for it (focus, pointer, touch). */
const pending = new WeakMap<Element, (urgent: boolean) => void>();

/**
 * Elements that came into view wait here and are hydrated one per task: a programme page brings
 * a dozen into view at once, and mounting them all in the observer's callback made one long task
 * (Lighthouse measured 270 ms on /de/programm). A visitor's focus or touch skips the queue.
 */
const hydrationQueue: Element[] = [];
function hydrateNextInQueue(): void {
  const next = hydrationQueue.shift();
  if (next) pending.get(next)?.(false);
  if (hydrationQueue.length > 0) setTimeout(hydrateNextInQueue, 0);
}
function queueHydration(element: Element): void {
  if (hydrationQueue.includes(element)) return;
  hydrationQueue.push(element);
  if (hydrationQueue.length === 1) setTimeout(hydrateNextInQueue, 0);
}

function whenNearViewport(element: HTMLElement, hydrate: (urgent: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    hydrate(false);
    return () => {};
  }
  nearViewport ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) queueHydration(entry.target);
    },
    { rootMargin: '100% 0px' },
  );
  const observer = nearViewport;
  // The loader asks with HYDRATE_NOW_EVENT when it holds a visitor's click for this element.
  const events = ['focusin', 'pointerenter', 'touchstart', HYDRATE_NOW_EVENT] as const;
  const stop = () => {
    pending.delete(element);
    const queued = hydrationQueue.indexOf(element);
    if (queued >= 0) hydrationQueue.splice(queued, 1);
    observer.unobserve(element);
    for (const type of events) element.removeEventListener(type, runNow);
  };
  const run = (urgent: boolean) => {
    stop();
    hydrate(urgent);
  };
  const runNow = () => run(true);
  pending.set(element, run);
  observer.observe(element);
  for (const type of events) element.addEventListener(type, runNow, { passive: true });
  return stop;
}

/** Set on an element's host by its first commit. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Marks the slot that shows an element's server-rendered light DOM until its first commit. */
const FALLBACK_SLOT = 'data-foyer-fallback';

/** The fallback slot, a direct child of the shadow root (`:scope` does not work on a ShadowRoot). */
const fallbackSlotIn = (root: ShadowRoot) =>
  Array.from(root.children).find((child) => child.localName === 'slot' && child.hasAttribute(FALLBACK_SLOT));

function showFallback(root: ShadowRoot | null): void {
  if (!root || fallbackSlotIn(root)) return;
  const slot = document.createElement('slot');
  slot.setAttribute(FALLBACK_SLOT, '');
  root.prepend(slot);
}

/**
 * Wraps an element's component: its first commit removes the fallback slot, in the same commit
 * (a layout effect runs before the browser paints), so the page never shows the element empty nor
 * shows the fallback and the content together.
 */
function withFallbackHandOver<Props extends ElementProps>(
  component: ComponentType<Props>,
): ComponentType<Props> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per element definition, never while rendering
  function HandOver(props: Props) {
    const { container } = props;
    useLayoutEffect(() => {
      if (!(container instanceof ShadowRoot)) return;
      // Page styles can tell the first commit from the definition: server controls that stay
      // usable until the element draws its own (the programme's filter form, decision 0150).
      container.host.setAttribute(HYDRATED_ATTRIBUTE, '');
      const slot = fallbackSlotIn(container);
      if (!slot) return;
      slot.remove();
      // The loader waits for this to replay a click held on the server HTML (shared/hydration.ts).
      container.host.dispatchEvent(new Event(HYDRATED_EVENT));
    }, [container]);
    return createElement(component, props);
  }
  HandOver.displayName = `HandOver(${component.displayName ?? component.name})`;
  return HandOver;
}

/**
 * Registers a React component as a custom element with an open shadow root. Every prop's
 * attribute type is declared explicitly (kebab-case attribute ↔ camelCase prop). Registering
 * twice is a no-op, so a page that loads the loader twice does not throw.
 *
 * The first render is a transition: React renders it in slices of a few milliseconds and yields
 * to the browser in between, so upgrading the programme, the header or the cookie banner makes no
 * long task (Lighthouse: total blocking time; a synchronous first render of the programme was one
 * task of 150–250 ms at its 4× CPU slowdown). Meanwhile the server-rendered light-DOM fallback stays
 * on show through a slot in the shadow root (r2wc attaches the root in the constructor, which
 * would hide it), and the first commit swaps it for the content (`withFallbackHandOver`): no empty
 * frame, no layout shift. Until it is connected, r2wc only records the attributes as props.
 */
export function defineElement<Props extends ElementProps>(
  tag: string,
  component: ComponentType<Props>,
  props: Partial<Record<Exclude<keyof Props & string, 'container'>, AttributeType>>,
  options: DefineOptions = {},
): void {
  if (customElements.get(tag)) return;
  // r2wc's option types do not accept a Partial record.
  const Base = r2wc(withFallbackHandOver(component), {
    shadow: 'open',
    props,
  } as never) as unknown as new () => R2wcElement;
  const lazy = options.hydrate === 'visible';
  customElements.define(
    tag,
    class extends Base {
      #hydrated = false;
      /** r2wc's React root is mounted (from the first render until the deferred unmount). */
      #mounted = false;
      #stop: (() => void) | undefined;
      constructor() {
        super();
        this[R2WC_CONNECTED] = false;
        showFallback(this.shadowRoot);
      }
      /**
       * A transition, except when a visitor reaches for a waiting element: then the content must
       * be there before the click lands (it would otherwise hit the fallback's ticket link).
       */
      #hydrate(urgent: boolean): void {
        this.#hydrated = true;
        // Moved within one task: the root never unmounted, so there is nothing to render.
        if (this.#mounted) return;
        this.#mounted = true;
        showFallback(this.shadowRoot);
        if (urgent) flushSync(() => super.connectedCallback());
        else startTransition(() => super.connectedCallback());
      }
      override connectedCallback(): void {
        if (!lazy || this.#hydrated) {
          this.#hydrate(false);
          return;
        }
        this.#stop ??= whenNearViewport(this, (urgent) => {
          this.#stop = undefined;
          if (this.isConnected) this.#hydrate(urgent);
        });
      }
      /**
       * The React root unmounts once the current script is done (a microtask), not at once: an
       * element removed by another element's commit (a card's quick-buy when the programme
       * changes) would otherwise unmount its root while React is rendering, which React refuses
       * to do synchronously; and an element moved within one task keeps its state.
       */
      override disconnectedCallback(): void {
        this.#stop?.();
        this.#stop = undefined;
        if (!this.#mounted) return;
        queueMicrotask(() => {
          if (this.isConnected || !this.#mounted) return;
          this.#mounted = false;
          super.disconnectedCallback();
        });
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

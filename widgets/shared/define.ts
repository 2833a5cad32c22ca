import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';

/** r2wc's attribute types. Note its boolean parsing: only values starting t, y or 1–9 are true. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'method';

/** What r2wc passes to every element component besides its own props: the shadow root. */
export interface ElementProps {
  container?: ShadowRoot | HTMLElement;
}

/**
 * Registers a React component as a custom element with an open shadow root. Every prop's
 * attribute type is declared explicitly (kebab-case attribute ↔ camelCase prop). Registering
 * twice is a no-op, so a page that loads the loader twice does not throw.
 */
export function defineElement<Props extends ElementProps>(
  tag: string,
  component: ComponentType<Props>,
  props: Partial<Record<Exclude<keyof Props & string, 'container'>, AttributeType>>,
): void {
  if (customElements.get(tag)) return;
  customElements.define(tag, r2wc(component, { shadow: 'open', props } as never)); // r2wc's option types do not accept a Partial record
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

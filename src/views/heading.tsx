import { createElement, type HTMLAttributes, type ReactNode } from 'react';

/** The heading level of a card or group: where it sits in the page's outline is the caller's to say. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** `<h2>`…`<h6>` by number. */
export function Heading({
  level,
  children,
  ...attributes
}: { level: HeadingLevel; children: ReactNode } & HTMLAttributes<HTMLHeadingElement>) {
  return createElement(`h${level}`, attributes, children);
}

/** The `part` attribute inside an element's shadow root, nothing elsewhere (parts mean nothing in the light DOM). */
export const partIf = (parts: boolean | undefined, name: string): string | undefined =>
  parts ? name : undefined;

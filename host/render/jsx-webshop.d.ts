import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The box office's custom elements in server-rendered pages (kept apart from the shared jsx.d.ts). */
type WebshopElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Record<`${string}-${string}`, string | undefined>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'foyer-cart-countdown': WebshopElementProps & { locale?: string };
      'foyer-cart-badge': WebshopElementProps;
    }
  }
}

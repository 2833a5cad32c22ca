import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Custom elements the server renders into pages, so TSX accepts them with their attributes. */
type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Record<`${string}-${string}`, string | undefined>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'foyer-alert-bar': ElementProps & { locale?: string };
      'foyer-page-editor': ElementProps & { locale?: string; edit?: string; at?: string };
    }
  }
}

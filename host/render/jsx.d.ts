import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Custom elements the server renders into pages, so TSX accepts them with their attributes. */
type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Record<`${string}-${string}`, string | undefined>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'foyer-alert-bar': ElementProps & { locale?: string };
      'foyer-search-box': ElementProps & { locale?: string; variant?: string; value?: string };
    }
  }
}

// Site chrome (issue 7).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'foyer-site-header': ElementProps & { locale?: string };
      'foyer-sticky-nav': ElementProps & { locale?: string; route?: string };
      'foyer-search-box': ElementProps & { locale?: string; variant?: string };
      'foyer-page-editor': ElementProps & { locale?: string; edit?: string; at?: string; draft?: string };
    }
  }
}

// The admin's rich text fields (decision 0173).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'foyer-rich-text-field': ElementProps & { locale?: string };
    }
  }
}

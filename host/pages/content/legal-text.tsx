import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../../src/contract/common';
import type { Page } from '../../../src/contract/pages';
import { renderModules } from '../../../src/modules/render';
import type { BaseModule } from '../../../src/modules/types';

/**
 * A content page's modules as HTML without the site's frame (the legal texts' JSON, host/routes/
 * legal.ts): the same renderers as the page, so the text reads as it does on the site.
 */
export function pageContentHtml(page: Page, locale: Locale, now: Date): string {
  return renderToStaticMarkup(
    renderModules(page.modules as unknown as BaseModule[], { locale, now, editMode: false }),
  );
}

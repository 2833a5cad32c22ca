import { FIRST_PAGE_SLOT, type FirstPage, parseFirstPage } from '../../src/domain/first-page';

/**
 * The first page the server put into a list element as data (src/domain/first-page.ts): its
 * `<script type="application/json" slot="first-page">` child, or null.
 */
export function readFirstPage(host: HTMLElement | null): FirstPage | null {
  const script = host?.querySelector(`:scope > script[type="application/json"][slot="${FIRST_PAGE_SLOT}"]`);
  return parseFirstPage(script?.textContent);
}

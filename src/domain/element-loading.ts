/**
 * How the loader (`widgets/index.ts`) brings in each element, shared with the host, which puts
 * modulepreload links for the elements a page needs at once into the document head.
 */

/**
 * Elements whose upgrade waits until the main thread is idle: their server-rendered fallback is
 * complete and usable (the sticky links, the search form, the cart timer), so a first visit does
 * not run them in the long tasks before the page becomes interactive. Everything else (the cookie
 * banner, the alert bar, the programme) is defined at once.
 */
export const IDLE_ELEMENTS: ReadonlySet<string> = new Set([
  'foyer-sticky-nav',
  'foyer-search-box',
  'foyer-cart-countdown',
]);

/** The element tags in a piece of HTML, in order of first appearance. */
export function elementTagsIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/<(foyer-[a-z-]+)[\s>]/g), (match) => match[1] ?? ''))];
}

/**
 * The chunk files to preload for a page: for every element it renders that is defined at once,
 * that element's chunks (from the build's `preload.json`), the cookie banner's first (it is the
 * largest thing a first visitor sees), each file once.
 */
export function preloadFiles(tags: string[], manifest: Record<string, string[]>): string[] {
  const eager = tags.filter((tag) => !IDLE_ELEMENTS.has(tag) && manifest[tag]);
  eager.sort((a, b) => Number(b === 'foyer-cookie-banner') - Number(a === 'foyer-cookie-banner'));
  return [...new Set(eager.flatMap((tag) => manifest[tag] ?? []))];
}

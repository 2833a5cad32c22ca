/**
 * The loader (`/widgets/foyer.js`): the one script a page or a webshop template includes. It
 * defines each element only when one is in the document, importing that element's chunk then;
 * React, r2wc and signals come in one shared chunk, loaded once.
 */
const ELEMENTS: Record<string, () => Promise<unknown>> = {
  'foyer-alert-bar': () => import('./alert-bar/alert-bar'),
  'foyer-event-calendar': () => import('./event-calendar/event-calendar'),
  'foyer-event-overlay': () => import('./event-overlay/event-overlay'),
};

const requested = new Set<string>();
const RELOAD_GUARD_KEY = 'foyer:chunk-reload';

function load(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  const importer = ELEMENTS[tag];
  if (!importer) return;
  requested.add(tag);
  importer().catch((error: unknown) => {
    requested.delete(tag);
    // A chunk that fails to load (a deploy replaced it) reloads the page once a minute at most
    // (spec: frame §8 "Chunk load failure").
    const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    if (Date.now() - last > 60_000) {
      sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
      location.reload();
    } else {
      console.error(`[foyer] could not load <${tag}>`, error);
    }
  });
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(ELEMENTS)) if (root.querySelector(tag)) load(tag);
}

scan(document);
new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      const tag = node.localName;
      if (tag in ELEMENTS) load(tag);
      if (node.firstElementChild) scan(node);
    }
}).observe(document.documentElement, { childList: true, subtree: true });

/** Lets other elements (and templates) ask for an element that is created in a shadow root. */
export function defineFoyerElement(tag: string): void {
  load(tag);
}

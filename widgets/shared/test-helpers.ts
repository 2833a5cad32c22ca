import axe from 'axe-core';

/** Waits until `check` passes (returns without throwing), polling each animation frame. */
export async function waitFor<T>(check: () => T, timeoutMs = 3000): Promise<T> {
  const start = performance.now();
  let lastError: unknown;
  while (performance.now() - start < timeoutMs) {
    try {
      return check();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }
  throw lastError;
}

/** Fails with the list of violations when axe-core finds any in `root`. */
export async function expectNoAxeViolations(root: Element): Promise<void> {
  const result = await axe.run(root, { resultTypes: ['violations'] });
  if (result.violations.length > 0) {
    const text = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes)`).join('\n');
    throw new Error(`axe-core found violations:\n${text}`);
  }
}

type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces window.fetch for one test; returns the list of requested URLs and a restore function. */
export function stubFetch(handler: FetchHandler): { calls: URL[]; restore: () => void } {
  const original = window.fetch;
  const calls: URL[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    calls.push(url);
    return handler(url, init);
  };
  return { calls, restore: () => (window.fetch = original) };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Clears every cookie of the test page. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test cleanup
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/**
 * Fails unless ProseMirror's required CSS (prosemirror-view's style/prosemirror.css) reaches the
 * editor's text in its shadow root: spaces kept and wrapped (`pre-wrap`, or `break-spaces`, which
 * that stylesheet prefers where supported), long words broken, no ligatures. Without it ProseMirror
 * warns "ProseMirror expects the CSS white-space property to be set" and mishandles spaces.
 */
export function expectProseMirrorStyles(editable: Element): void {
  if (!editable.classList.contains('ProseMirror'))
    throw new Error(`not a ProseMirror text: ${editable.outerHTML}`);
  const style = getComputedStyle(editable);
  if (!['pre-wrap', 'break-spaces'].includes(style.whiteSpace))
    throw new Error(`white-space is ${style.whiteSpace}, not pre-wrap`);
  if (style.overflowWrap !== 'break-word') throw new Error(`overflow-wrap is ${style.overflowWrap}`);
  if (style.fontVariantLigatures !== 'none')
    throw new Error(`font-variant-ligatures is ${style.fontVariantLigatures}`);
}

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

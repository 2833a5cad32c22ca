/**
 * The rest of the frame that runs from the loader (spec: frame §1; issue 7 item 6): the service
 * worker registration and the fallback notice.
 */

import { inSession } from '../../src/client/legal-visit';

/** Registers /sw.js with scope / on the host site; any failure is silently caught (spec: frame §1). */
export function registerServiceWorker(): void {
  try {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  } catch {
    // Some browsers throw synchronously (private modes, insecure contexts): ignored on purpose.
  }
}

export type FallbackReason = 'unsupported' | 'bandwidth' | 'hardware';

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * The oldest engine versions the elements are built and tested for (spec: frame §9 "Supported-browser
 * check uses version rules"): modal `<dialog>`, `:focus-visible`, `structuredClone` and the
 * ES2020 output of the build. Older engines keep the server-rendered page with the notice.
 * Pattern of the user-agent token, its minimum [major, minor].
 */
const VERSION_RULES: ReadonlyArray<readonly [RegExp, number, number]> = [
  [/Edge\/(\d+)\.(\d+)/, Number.POSITIVE_INFINITY, 0], // EdgeHTML: never
  [/(?:MSIE |Trident\/)(\d+)\.(\d+)/, Number.POSITIVE_INFINITY, 0], // Internet Explorer: never
  [/Firefox\/(\d+)\.(\d+)/, 98, 0],
  [/(?:Chrome|Chromium|CriOS)\/(\d+)\.(\d+)/, 98, 0],
  [/Version\/(\d+)\.(\d+)(?:\.\d+)? (?:Mobile\/\S+ )?Safari\//, 15, 4],
];

/** True when the user agent names an engine older than the version rules allow. */
export function unsupportedByVersion(userAgent: string): boolean {
  for (const [pattern, major, minor] of VERSION_RULES) {
    const match = pattern.exec(userAgent);
    if (!match) continue;
    const [got, gotMinor] = [Number(match[1]), Number(match[2])];
    return got < major || (got === major && gotMinor < minor);
  }
  return false; // unknown engines are judged by their features alone
}

/**
 * Why the page should stay in its server-rendered form until the visitor asks for more
 * (spec: frame §1 fallback notice): an unsupported browser (missing features or too old a
 * version), low bandwidth or weak hardware.
 */
export function fallbackReason(nav: Navigator = navigator): FallbackReason | null {
  if (
    !('customElements' in window) ||
    !('attachShadow' in Element.prototype) ||
    typeof HTMLDialogElement === 'undefined' ||
    unsupportedByVersion(nav.userAgent ?? '')
  )
    return 'unsupported';
  const connection = (nav as Navigator & { connection?: ConnectionInfo }).connection;
  if (connection?.saveData === true || /^(slow-2g|2g)$/.test(connection?.effectiveType ?? ''))
    return 'bandwidth';
  const memory = (nav as Navigator & { deviceMemory?: number }).deviceMemory;
  if ((nav.hardwareConcurrency > 0 && nav.hardwareConcurrency < 2) || (memory !== undefined && memory < 1))
    return 'hardware';
  return null;
}

const CONTINUE_KEY = 'foyer:load-contents';

/**
 * Shows the server-rendered notice and calls `onContinue` when the visitor chooses
 * 'Fortfahren und Inhalte laden' (remembered for the visit). Returns false when there is no
 * reason to hold the contents back.
 */
export function holdForFallbackNotice(onContinue: () => void): boolean {
  // The reason first: most visitors have none, and their page then never touches session
  // storage at load (a synchronous round trip to the browser process, decision 0159).
  if (!fallbackReason()) return false;
  if (inSession((s) => s.getItem(CONTINUE_KEY)) === '1') return false;
  const notice = document.getElementById('foyer-fallback-notice');
  if (!notice) return false;
  notice.hidden = false;
  // Space reserved for elements that upgrade (site.css) is released while they are held back.
  document.documentElement.classList.add('foyer-holding');
  notice.querySelector('button')?.addEventListener('click', () => {
    inSession((s) => s.setItem(CONTINUE_KEY, '1'));
    notice.hidden = true;
    document.documentElement.classList.remove('foyer-holding');
    onContinue();
  });
  return true;
}

/** After this long without the page's elements, the info layer says they are on their way. */
export const INFO_LAYER_DELAY_MS = 4000;

/**
 * The info layer of the default layout (spec: frame §2; issue 22, docs/decisions/0070): when the
 * page's elements are still loading after 4 s (a slow connection), a polite note at the bottom
 * says the contents are already readable and the interactive parts follow; it goes when they
 * have arrived or the visitor closes it. `pending()` tells whether elements are still loading;
 * `settled` is called by the loader each time one arrives. Returns a function that checks again.
 */
export function watchSlowLoad(pending: () => boolean, delay = INFO_LAYER_DELAY_MS): () => void {
  const layer = document.getElementById('foyer-info-layer');
  if (!layer) return () => {};
  let due = false;
  const update = () => {
    layer.hidden = !(due && pending());
  };
  setTimeout(() => {
    due = true;
    update();
  }, delay);
  layer.querySelector('button')?.addEventListener('click', () => {
    due = false;
    update();
  });
  return update;
}

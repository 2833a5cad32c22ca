/**
 * The rest of the frame that runs from the loader (spec: frame §1; issue 7 item 6): the service
 * worker registration and the fallback notice.
 */

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
 * Why the page should stay in its server-rendered form until the visitor asks for more
 * (spec: frame §1 fallback notice): an unsupported browser, low bandwidth or weak hardware.
 */
export function fallbackReason(nav: Navigator = navigator): FallbackReason | null {
  if (
    !('customElements' in window) ||
    !('attachShadow' in Element.prototype) ||
    typeof HTMLDialogElement === 'undefined'
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
  let chosen = false;
  try {
    chosen = sessionStorage.getItem(CONTINUE_KEY) === '1';
  } catch {}
  if (chosen || !fallbackReason()) return false;
  const notice = document.getElementById('foyer-fallback-notice');
  if (!notice) return false;
  notice.hidden = false;
  // Space reserved for elements that upgrade (site.css) is released while they are held back.
  document.documentElement.classList.add('foyer-holding');
  notice.querySelector('button')?.addEventListener('click', () => {
    try {
      sessionStorage.setItem(CONTINUE_KEY, '1');
    } catch {}
    notice.hidden = true;
    document.documentElement.classList.remove('foyer-holding');
    onContinue();
  });
  return true;
}

/**
 * The cookie banner's mark of a legal page seen in this visit (spec: frame §4: the banner opens
 * again when the tag manager was refused and the visitor leaves a legal page). Kept in session
 * storage by the loader (widgets/index.ts) and the banner element; cleared by an answer
 * (`saveConsent`), after which the page answered on is the one the visitor comes from.
 */
const LEGAL_VISIT_KEY = 'foyer:legal-page-visited';

/** Session storage can be disabled (private modes, policies); nothing here may throw then. */
export function inSession<T>(action: (storage: Storage) => T): T | null {
  try {
    return action(sessionStorage);
  } catch {
    return null;
  }
}

/** Whether the page before this one in the visit was a legal page. */
export function cameFromLegalPage(): boolean {
  return inSession((s) => s.getItem(LEGAL_VISIT_KEY)) === '1';
}

/** Marks this page for the next one: set on a legal page, cleared on any other. */
export function keepLegalVisit(legalPage: boolean): void {
  inSession((s) => (legalPage ? s.setItem(LEGAL_VISIT_KEY, '1') : s.removeItem(LEGAL_VISIT_KEY)));
}

/** An answer was given on this page: a legal page seen before it no longer reopens the banner. */
export function forgetLegalVisit(): void {
  keepLegalVisit(false);
}

/**
 * Client error reporting (spec: frame §1 "error reporting runs in the page"; issue 7 item 6):
 * window errors, unhandled rejections and explicit reports are posted to
 * `POST /{locale}/api/dashboard-error-log/` (kind `client-error`) and kept for the content hub.
 * Plain fetch, no library: this runs in the loader, before any chunk.
 */
const MAX_REPORTS_PER_PAGE = 5;
const sent = new Set<string>();

function csrfToken(): string {
  const match = /(?:^|;\s*)csrftoken=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1] ?? '') : '';
}

function post(entry: { kind: 'client-error' | 'not-found'; message?: string }): void {
  // The page's language decides the API prefix; the loader imports no module for it.
  const lang = document.documentElement.lang;
  const locale = lang === 'de' || lang === 'en' ? lang : 'de';
  fetch(`/${locale}/api/dashboard-error-log/`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrfToken() },
    body: JSON.stringify({ url: location.href.slice(0, 2048), ...entry }),
  }).catch(() => {
    // Reporting must never cause another error.
  });
}

/** Posts one error; the same message is sent once per page, at most five per page. */
export function reportError(error: unknown): void {
  const message = (
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'unknown error')
  ).slice(0, 2000);
  if (sent.has(message) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(message);
  post({ kind: 'client-error', message });
}

/**
 * A shown 404 page (the server marks it with `<meta name="foyer-status" content="404">`) posts its
 * URL once per view (spec: frame §7, §8; R-ERR-3). The server does not log 404s it answers itself:
 * what the hub lists are pages people were shown, not every probe of a robot.
 */
export function reportNotFound(): void {
  if (document.querySelector('meta[name="foyer-status"][content="404"]')) post({ kind: 'not-found' });
}

export function installErrorReporting(): void {
  addEventListener('error', (event) => {
    // Cross-origin scripts only say "Script error." without detail: nothing to learn from it.
    if (!event.filename && !event.error) return;
    reportError(event.error ?? `${event.message} (${event.filename}:${event.lineno})`);
  });
  addEventListener('unhandledrejection', (event) => reportError(event.reason));
  // Elements and templates report explicitly with a `foyer-report-error` event (detail: the error).
  document.addEventListener('foyer-report-error', (event) => reportError((event as CustomEvent).detail));
}

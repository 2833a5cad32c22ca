/**
 * How long an element waits for an answer before it shows its error (issue 20 "Faults"). Here, not
 * in api.ts, so the light-DOM elements get it without ofetch.
 */
export const API_TIMEOUT_MS = 15_000;

/**
 * A GET of JSON with the platform's `fetch`, for the light-DOM elements that run before the
 * visitor touches anything (the header's opening hours): the same credentials, `Accept` and
 * timeout as the API client (src/client/api.ts), without ofetch in the first chunks (issue 23,
 * decision 0112). Rejects on a network error, a timeout or a status other than 2xx.
 */
export async function getJson<T>(
  path: string,
  options: { apiBase?: string; timeoutMs?: number } = {},
): Promise<T> {
  const base = (options.apiBase ?? '').replace(/\/$/, '');
  const response = await fetch(`${base}${path}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    // Older browsers without AbortSignal.timeout wait for the network's own timeout.
    signal:
      typeof AbortSignal.timeout === 'function'
        ? AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS)
        : undefined,
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The chunk reload guard (spec: frame §8 "Chunk load failure", §9 "Chunk reload guard 60 s"):
 * a chunk that fails to load (a deploy replaced it) reloads the page, at most once per 60 s.
 */
export const CHUNK_RELOAD_KEY = 'foyer:chunk-reload';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function sessionStore(): GuardStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads unless a reload happened less than 60 s ago; returns whether it reloaded. Without
 * storage (disabled, full) it never reloads: it could not remember, and would loop.
 *
 * The guard measures real time between two page loads of this tab, not the site's time of day,
 * so it reads the machine's clock on purpose (a fixed site clock would stop it forever). That also
 * keeps the loader free of `src/domain/clock.ts`, which would pull the loader's code into a chunk
 * the elements share (an extra request before any element loads).
 */
export function reloadAfterChunkFailure(
  now: number = Date.now(),
  storage: GuardStorage | null = sessionStore(),
  reload: () => void = () => location.reload(),
): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY)) || 0;
    // A stamp in the future (clock set back) counts as recent: wait rather than loop.
    if (Math.abs(now - last) < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

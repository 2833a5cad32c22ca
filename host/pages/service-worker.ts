import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from '../config';

/**
 * The service worker (spec: frame §1: `/sw.js`, scope `/`; issue 7 item 6). It caches the static
 * assets (element chunks, styles, fonts, icons) in a cache named after the build, so a new build
 * starts a new cache and the old one is deleted on activation. Pages and the API always go to the
 * network: they change with every edit and must never be served stale.
 */
export function serviceWorkerSource(version: string): string {
  return `// Foyer service worker, build ${version}
const CACHE = 'foyer-static-${version}';
const STATIC = /^\\/(widgets|assets|fonts)\\//;
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('foyer-static-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !STATIC.test(url.pathname)) return;
  // The loader keeps its name: network first so a deploy is picked up, the cache when offline.
  if (url.pathname === '/widgets/foyer.js') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) { const copy = response.clone(); caches.open(CACHE).then((cache) => cache.put(request, copy)); }
          return response;
        })
        .catch(() => caches.match(request).then((hit) => hit || Response.error())),
    );
    return;
  }
  // Chunks have hashed names and never change; styles and fonts are versioned with the build.
  event.respondWith(
    caches.match(request).then((hit) => hit || fetch(request).then((response) => {
      if (response.ok) { const copy = response.clone(); caches.open(CACHE).then((cache) => cache.put(request, copy)); }
      return response;
    })),
  );
});
`;
}

/** The build's identity: the hashed chunk names, the loader and the stylesheet. */
export async function buildVersion(): Promise<string> {
  const hash = createHash('sha256');
  try {
    const widgets = path.join(ROOT_DIR, 'dist', 'widgets');
    for (const file of (await readdir(widgets)).sort()) hash.update(file);
    hash.update(await readFile(path.join(widgets, 'foyer.js')));
  } catch {
    hash.update('unbuilt');
  }
  try {
    hash.update(await readFile(path.join(ROOT_DIR, 'host', 'public', 'site.css')));
  } catch {}
  return hash.digest('hex').slice(0, 12);
}

/*
 * Service worker of the 上岸 site, registered at /sw.js with scope /.
 *
 * - /assets/*: cache-first. Vite names these files by content hash, so a cached copy can never
 *   be stale; the cache only needs trimming, since each deploy brings new names.
 * - Page navigations: network-first, so a deploy shows at once; offline, the cached app shell
 *   is served and the router renders the page from there. The shell is the built page itself
 *   (/index.html), never an answer for a page path: the server draws the home for visitors,
 *   and a drawn home would stand for every other page.
 * - API calls (/api, /gxw-web-student) are never touched: they carry personal data and tokens.
 * - The mobile site (/m/) is left to the network: it is another app, and the desktop shell
 *   must never stand in for it. A phone's request for '/' is redirected there, so a
 *   redirected answer is never kept as the desktop shell either.
 *
 * Bump VERSION when the caching rules change; old caches are deleted on activation.
 */
const VERSION = 'v3';
const SHELL_CACHE = `shangan-shell-${VERSION}`;
const ASSET_CACHE = `shangan-assets-${VERSION}`;
/** The key the shell is kept under, and where it comes from. */
const SHELL_URL = '/';
const SHELL_SOURCE = '/index.html';
const MAX_ASSET_ENTRIES = 150;
const NEVER_CACHED = ['/api/', '/gxw-web-student/', '/m/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    // Installing must not fail just because the shell could not be fetched right now.
    keepShell({ cache: 'reload' }).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set([SHELL_CACHE, ASSET_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('shangan-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function isApi(pathname) {
  return NEVER_CACHED.some(
    (prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix),
  );
}

/** Keeps the asset cache from growing across deploys: oldest entries go first. */
async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ASSET_ENTRIES)).map((key) => cache.delete(key)),
  );
}

async function assetCacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    void trimAssets();
  }
  return response;
}

function isHtml(response) {
  return (
    response.ok &&
    !response.redirected &&
    (response.headers.get('content-type') || '').includes('text/html')
  );
}

/** Keeps the offline shell in step with deploys; one small conditional request per page load. */
async function keepShell(init) {
  try {
    const response = await fetch(SHELL_SOURCE, init);
    if (isHtml(response)) await (await caches.open(SHELL_CACHE)).put(SHELL_URL, response);
  } catch {
    /* offline: keep the shell we have */
  }
}

async function navigationNetworkFirst(event) {
  try {
    const response = await fetch(event.request);
    event.waitUntil(keepShell({ cache: 'no-cache' }));
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url.pathname)) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigationNetworkFirst(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(assetCacheFirst(request));
  }
});

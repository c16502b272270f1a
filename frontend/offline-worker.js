// Calcoolation's service worker, with one job: a page that cannot be fetched (no network, the
// server restarting) gets frontend/offline.html instead of the browser's error page, which says
// the moves waiting in this browser are kept and retries. Everything else goes to the network as
// if there were no worker. Served from the root, so that it covers every page; page.js registers it.
const CACHE = 'calcoolation-offline-1';
const OFFLINE = '/offline.html';
// The offline page and what it loads: served from here only when the network fails.
const KEPT = [OFFLINE, '/scripts/offline.js', '/scripts/theme.js', '/lumo/lumo.css', '/styles/calcoolation.css', '/styles/account.css'];

self.addEventListener('install', event => {
    event.waitUntil(caches.open(CACHE).then(cache => cache.addAll(KEPT)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', event => {
    event.waitUntil(caches.keys()
        .then(names => Promise.all(names.filter(name => name !== CACHE).map(name => caches.delete(name))))
        .then(() => self.clients.claim()));
});

self.addEventListener('fetch', event => {
    const request = event.request;
    if (request.method !== 'GET') return;
    if (request.mode === 'navigate') {
        event.respondWith(fetch(request).catch(() => caches.match(OFFLINE)));
    } else if (KEPT.includes(new URL(request.url).pathname) && new URL(request.url).origin === self.location.origin) {
        event.respondWith(fetch(request).catch(() => caches.match(request, { ignoreSearch: true })));
    }
});

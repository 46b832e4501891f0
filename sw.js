// Ramen Games service worker: after one online visit, the whole site is served from one cache.
//
// tools/build_site.py fills in the two lines below: VERSION, a hash over every published file, and
// PRECACHE, every published file (relative to this worker's scope) with its SHA-256 in the form of
// Subresource Integrity. This file sits at the site root, so its scope is the page's folder, also
// when the site lives at https://USER.github.io/REPO/.
//
// - One cache per version, named after the scope and the version: a page is served entirely from the
//   cache of the worker that controls it, so it never mixes two versions. Files are fetched with
//   their integrity hash: a file from another deploy fails the install, which is retried later. A file
//   whose bytes an older version's cache holds already (same hash) is copied from there, not fetched.
// - A new version installs (precaches) in the background, then waits: it takes over when the page
//   asks ("skip-waiting", the player pressed Reload in the banner), when no page is open, or when the
//   only open page reloads (it gets a blank page that reloads into the new version).
// - On activation the caches of older versions of this scope are deleted. Saves (localStorage) are
//   never touched.
// - Without a build version (the repository served as it is, for development) it caches nothing,
//   intercepts nothing and removes what a built version left in this scope.
const VERSION = "";  // @build-version
const PRECACHE = [];  // @build-precache

const SCOPE = new URL(self.registration.scope);
const CACHE_PREFIX = `ramen-games ${SCOPE.pathname} `;
const CACHE = CACHE_PREFIX + VERSION;
const INTEGRITY = new Map(PRECACHE);
const PARALLEL = 6;
// What the only page gets when it reloads while a new version waits: a blank page that reloads as
// soon as the new version controls it (reloading sooner would keep this worker busy, and a busy
// worker is never replaced).
const HANDOVER_PAGE = `<!doctype html><meta charset="utf-8"><title>Ramen Games</title><link rel="icon" href="data:,">
<script>
  const again = () => location.reload();
  navigator.serviceWorker.addEventListener("controllerchange", again);
  navigator.serviceWorker.getRegistration().then((r) => { if (!r || !r.waiting) again(); });
</script>`;

const urlOf = (path) => new URL(path, SCOPE).href;
let opened = null;
const openCache = () => (opened ||= caches.open(CACHE));

self.addEventListener("install", (event) => {
  if (!VERSION) {
    self.skipWaiting();
    return;
  }
  event.waitUntil(precache());
});

async function precache() {
  const cache = await openCache();
  // a retried install keeps what an interrupted one already stored (checked, and of this version)
  const stored = new Set((await cache.keys()).map((request) => request.url));
  const todo = PRECACHE.filter(([path]) => !stored.has(urlOf(path)));
  const older = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
  let next = 0;
  async function worker() {
    while (next < todo.length) {
      const [path, integrity] = todo[next++];
      // a file this version shares with an earlier one is taken from that one's cache (its bytes checked
      // against this version's hash): an update downloads only what changed
      const kept = await unchanged(older, path, integrity);
      if (kept) {
        await cache.put(urlOf(path), kept);
        continue;
      }
      // no-cache: revalidate with the server (a 304 costs nothing), never trust a stale HTTP cache
      const response = await fetch(urlOf(path), { cache: "no-cache", integrity });
      if (!response.ok) throw new Error(`precaching ${path}: HTTP ${response.status}`);
      await cache.put(urlOf(path), response);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

// the stored response for `path` in one of the caches `names` whose body has the SHA-256 that
// `integrity` ("sha256-BASE64") names, as a new response; else null
async function unchanged(names, path, integrity) {
  for (const name of names) {
    const old = await (await caches.open(name)).match(urlOf(path));
    if (!old) continue;
    const body = await old.arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
    if ("sha256-" + btoa(String.fromCharCode(...digest)) === integrity) {
      return new Response(body, { status: old.status, statusText: old.statusText, headers: old.headers });
    }
  }
  return null;
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
    }
    if (VERSION) await self.clients.claim();  // a first visit is served by this worker from now on
  })());
});

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "skip-waiting") {
    self.skipWaiting();
  } else if (message.type === "version" && event.ports[0]) {
    event.ports[0].postMessage({ version: VERSION || "dev" });
  }
});

function onFetch(event) {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  } catch (_) {
    return;
  }
  if (request.mode === "navigate") {
    if (path !== "" && path !== "index.html") return;
    path = "index.html";
  }
  if (!INTEGRITY.has(path)) return;  // not part of the site: the network, as if we weren't here
  event.respondWith(respond(request, path));
}
// without a build version, no fetch handler at all: every request goes to the network untouched
if (VERSION) self.addEventListener("fetch", onFetch);

async function respond(request, path) {
  const waiting = self.registration.waiting;
  if (request.mode === "navigate" && waiting) {
    // the only page is reloading (or none is open): the new version may take over now
    const windows = await self.clients.matchAll({ type: "window" });
    if (windows.length < 2) {
      waiting.postMessage({ type: "skip-waiting" });
      return new Response(HANDOVER_PAGE, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    }
  }
  const cached = await (await openCache()).match(urlOf(path));
  return cached || fetch(request);
}

// Start-up: show real loading progress before Python is ready, and say so in words if it fails.
import { hooks } from "./vendor/pyscript/core.js";
import { drawSmallPicturesAsBitmaps } from "./bitmaps.js";

const bar = document.getElementById("load-progress");
const status = document.getElementById("load-status");
const started = performance.now();
let progress = 3;
let failed = false;

function advance(value, text) {
  if (failed || !bar) return;
  // a stage that ends after a later one has been said (files finish in any order) leaves the words as they are
  const forward = value >= progress;
  progress = Math.max(progress, Math.min(99, value));
  bar.value = progress;
  bar.textContent = `${Math.round(progress)}%`;
  if (text && status && forward) status.textContent = text;
  // static/early.js: a tap waiting for the engine says how far it is
  document.dispatchEvent(new CustomEvent("ramen:load-progress", { detail: { value: progress } }));
}

// A failure in a player's words (``message``), and under it, small, what a bug report needs (``detail``).
export function showLoadError(message, detail = "") {
  failed = true;
  document.dispatchEvent(new CustomEvent("ramen:load-failed", { detail: { message } }));
  const box = document.getElementById("loading");
  if (!box) return;
  box.setAttribute("aria-busy", "false");
  box.classList.add("failed");
  const p = document.getElementById("load-status");
  if (p) {
    p.textContent = message;
    p.classList.add("load-error");
    if (detail) {
      const small = document.createElement("small");
      small.id = "load-detail";
      small.textContent = `For a bug report: ${detail}`;
      p.append(document.createElement("br"), small);
    }
  }
  if (!document.getElementById("load-retry")) {
    const retry = document.createElement("button");
    retry.id = "load-retry";
    retry.type = "button";
    retry.textContent = "Try again";
    retry.addEventListener("click", () => location.reload());
    box.appendChild(retry);
  }
}
globalThis.ramenShowLoadError = showLoadError;

// Milestones: the runtime files as they finish downloading, each said as the kitchen's work (a player
// reads these: no word of the machinery). index.html's first words come before them. The longest wait
// follows the standard library: the runtime compiled and started (seconds on a tablet), the broth.
const milestones = [
  ["pyodide.mjs", 12, "Fetching the ingredients…"],
  ["pyodide.asm.mjs", 25, "Fetching the ingredients…"],
  ["python_stdlib.zip", 45, "Heating the broth…"],
  ["pyodide.asm.wasm", 60, "Heating the broth…"],
  ["/ramen/", 80, "Shuffling the decks…"],
];
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      for (const [needle, value, text] of milestones) {
        if (entry.name.includes(needle)) advance(value, text);
      }
    }
  }).observe({ type: "resource", buffered: true });
} catch (_) { /* older browsers: the timer below still moves the bar */ }

addEventListener("py:progress", (event) => {
  const detail = String(event.detail || "");
  if (/Loaded\s+pyodide/i.test(detail)) advance(70, "The broth is hot; shuffling the decks…");
  else if (/files/i.test(detail)) advance(78, "Shuffling the decks…");
});

hooks.main.onReady.add(() => { performance.mark("ramen:python-ready"); advance(85, "Setting the table…"); });
hooks.main.onBeforeRun.add(() => { performance.mark("ramen:before-run"); advance(92, "Setting the table…"); });

// A gentle creep so the bar never looks frozen between milestones.
const creep = setInterval(() => {
  if (document.documentElement.hasAttribute("data-ready") || failed) return clearInterval(creep);
  advance(progress + (99 - progress) * 0.02);
}, 250);

// Failure in words, as soon as it happens: a runtime file that can't load, or a start that never
// finishes. Pyodide and PyScript fetch() their files (the wasm, the standard library, the config, the
// game's modules); a fetch of this site that fails or answers an error before the app is ready means
// the start can't succeed, whatever the runtime does with the failure.
const ready = () => document.documentElement.hasAttribute("data-ready");
const fileName = (url) => { try { return new URL(url, location.href).pathname.split("/").pop() || url; } catch (_) { return String(url); } };
const sameSite = (url) => { try { return new URL(url, location.href).origin === location.origin; } catch (_) { return false; } };
// a failed download is the cause: its message stays, whatever fails after it because of it
let downloadFailed = false;
function showDownloadError(name) {
  if (downloadFailed) return;
  downloadFailed = true;
  showLoadError("The games could not be loaded: a file did not download. Check your connection and try again.",
    `${name} did not download.`);
}
const siteFetch = globalThis.fetch;
if (siteFetch) {
  globalThis.fetch = function (input, init) {
    const url = typeof input === "string" ? input : (input && input.url) || String(input);
    const answer = siteFetch.call(this, input, init);
    if (!ready() && sameSite(url)) {
      answer.then(
        (response) => { if (!response.ok && !ready()) showDownloadError(`${fileName(url)} (HTTP ${response.status})`); },
        (error) => { if (!ready() && !(error && error.name === "AbortError")) showDownloadError(fileName(url)); });
    }
    return answer;
  };
}
addEventListener("error", (event) => {
  const target = event.target;
  if (target && target !== window && (target.src || target.href) && !ready()) {
    showDownloadError(fileName(target.src || target.href));
  }
}, true);
addEventListener("py:error", () => {
  if (!ready() && !downloadFailed) showLoadError("The games failed to start. Please reload the page.", "py:error before the app was ready.");
});
addEventListener("unhandledrejection", (event) => {
  if (!ready() && !downloadFailed) {
    showLoadError("The games could not start. Please reload the page.",
      String(event.reason && event.reason.message ? event.reason.message : event.reason));
  }
});
setTimeout(() => {
  if (!document.documentElement.hasAttribute("data-ready") && !failed) {
    advance(progress, "Still cooking… this device is taking longer than usual.");
  }
}, 15000);
setTimeout(() => {
  if (!document.documentElement.hasAttribute("data-ready") && !failed) {
    const seconds = Math.round((performance.now() - started) / 1000);
    showLoadError(`The games did not start within ${seconds} seconds. Please reload the page.`, `not ready after ${seconds} s.`);
  }
}, 90000);

// Offline play: the service worker (sw.js beside index.html, so that its scope is the whole site).
// Registered once the app is interactive, so it never competes with start-up; it then stores this
// version of every file. When a newer version has been stored, a banner says so; it never interrupts
// a game (every move is already saved): the player reloads when convenient.
const UPDATE_TEXT = "A new version is ready — reload when convenient.";
let acceptedUpdate = false;

function showUpdateBanner(registration) {
  if (document.getElementById("update-banner")) return;
  const banner = document.createElement("div");
  banner.id = "update-banner";
  banner.setAttribute("role", "status");
  const text = document.createElement("p");
  text.textContent = UPDATE_TEXT;
  const reload = document.createElement("button");
  reload.type = "button";
  reload.id = "update-reload";
  reload.className = "primary";
  reload.textContent = "Reload now";
  reload.addEventListener("click", () => {
    reload.disabled = true;
    const waiting = registration && registration.waiting;
    if (waiting) {
      acceptedUpdate = true;  // the page reloads once the new version controls it (controllerchange)
      waiting.postMessage({ type: "skip-waiting" });
    } else {
      location.reload();
    }
  });
  const later = document.createElement("button");
  later.type = "button";
  later.id = "update-later";
  later.className = "secondary";
  later.textContent = "Later";
  later.addEventListener("click", () => banner.remove());
  banner.append(text, reload, later);
  document.body.appendChild(banner);
}

function reportVersion() {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return;
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => {
    if (event.data && event.data.version) document.documentElement.dataset.appVersion = event.data.version;
  };
  worker.postMessage({ type: "version" }, [channel.port2]);
}

async function registerServiceWorker() {
  const container = navigator.serviceWorker;
  let hadController = Boolean(container.controller);
  container.addEventListener("controllerchange", () => {
    if (acceptedUpdate) {
      location.reload();
      return;
    }
    // another tab accepted the update, or this is the first visit's worker taking over
    if (hadController) showUpdateBanner(null);
    hadController = true;
    reportVersion();
  });
  let registration;
  try {
    registration = await container.register("./sw.js");
  } catch (error) {
    console.warn("Offline play is not available:", error);
    return;
  }
  reportVersion();
  // installed to the home screen: ask that the site's storage (the stored site and the saves) is
  // never evicted; in a tab this is left to the browser (some would ask the player about it)
  if (navigator.storage && navigator.storage.persist && matchMedia("(display-mode: standalone)").matches) {
    navigator.storage.persist().catch(() => {});
  }
  const watch = (worker) => {
    if (!worker) return;
    // a new version waits while another worker controls the page; WebKit may tell that the first
    // visit's worker "installed" only after that same worker has taken control: no new version
    const check = () => {
      const controller = container.controller;
      if (worker.state === "installed" && controller && controller !== worker) showUpdateBanner(registration);
    };
    worker.addEventListener("statechange", check);
    check();
  };
  watch(registration.waiting);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  // a page left open for long (a tablet on the table) still hears of new versions
  let lastCheck = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || !navigator.onLine || Date.now() - lastCheck < 3600e3) return;
    lastCheck = Date.now();
    registration.update().catch(() => {});
  });
}

function whenReady(callback) {
  const root = document.documentElement;
  if (root.hasAttribute("data-ready")) return callback();
  const observer = new MutationObserver(() => {
    if (root.hasAttribute("data-ready")) {
      observer.disconnect();
      callback();
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
}

// The first visit's worker stores the whole site (15 MB, each file hashed): on a tablet's two cores that
// competes with the engines' warm-up and with a game being opened, so it waits for the page's first quiet
// moment after ready (an idle period of 40 ms or more; at most 15 s; at once where there is no
// requestIdleCallback, as in Safari). A page that a worker serves already registers at once: that is one
// small request for sw.js, and a new version stores only the files it changed (sw.js); waiting for quiet
// there only delayed the news of a new version (a reloaded page in a test saw no idle period for 15 s).
function whenQuiet(callback, since = performance.now()) {
  if (navigator.serviceWorker.controller) return callback();
  if (!("requestIdleCallback" in globalThis)) return callback();
  requestIdleCallback((deadline) => {
    if (deadline.timeRemaining() >= 40 || performance.now() - since > 15000) callback();
    else whenQuiet(callback, since);
  }, { timeout: 1000 });
}

// the small drawings as bitmaps (static/bitmaps.js), at the first idle moment after ready
whenReady(() => (globalThis.requestIdleCallback || setTimeout)(() => drawSmallPicturesAsBitmaps()));

if ("serviceWorker" in navigator) {
  const start = () => whenReady(() => whenQuiet(registerServiceWorker));
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}

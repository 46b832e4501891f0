// Start-up: show real loading progress before Python is ready, and say so in words if it fails.
import { hooks } from "./vendor/pyscript/core.js";

const bar = document.getElementById("load-progress");
const status = document.getElementById("load-status");
const started = performance.now();
let progress = 3;
let failed = false;

function advance(value, text) {
  if (failed || !bar) return;
  progress = Math.max(progress, Math.min(99, value));
  bar.value = progress;
  bar.textContent = `${Math.round(progress)}%`;
  if (text && status) status.textContent = text;
}

export function showLoadError(message) {
  failed = true;
  const box = document.getElementById("loading");
  if (!box) return;
  box.setAttribute("aria-busy", "false");
  box.classList.add("failed");
  const p = document.getElementById("load-status");
  if (p) {
    p.textContent = message;
    p.classList.add("load-error");
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

// Milestones: the runtime files as they finish downloading.
const milestones = [
  ["pyodide.mjs", 12, "Loading the Python runtime…"],
  ["pyodide.asm.mjs", 25, "Loading the Python runtime…"],
  ["python_stdlib.zip", 45, "Unpacking Python's standard library…"],
  ["pyodide.asm.wasm", 60, "Starting Python…"],
  ["/ramen/", 80, "Loading the games…"],
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
  if (/Loaded\s+pyodide/i.test(detail)) advance(70, "Python is ready; loading the games…");
  else if (/files/i.test(detail)) advance(78, "Loading the games…");
});

hooks.main.onReady.add(() => advance(85, "Setting the table…"));
hooks.main.onBeforeRun.add(() => advance(92, "Setting the table…"));

// A gentle creep so the bar never looks frozen between milestones.
const creep = setInterval(() => {
  if (document.documentElement.hasAttribute("data-ready") || failed) return clearInterval(creep);
  advance(progress + (99 - progress) * 0.02);
}, 250);

// Failure in words: a runtime file that can't load, or a start that never finishes.
addEventListener("error", (event) => {
  const target = event.target;
  if (target && target !== window && (target.src || target.href)) {
    showLoadError("The game engine could not be loaded (a file is missing). Check your connection and try again.");
  }
}, true);
addEventListener("py:error", () => showLoadError("The game engine failed to start. Please reload the page."));
addEventListener("unhandledrejection", (event) => {
  if (!document.documentElement.hasAttribute("data-ready")) {
    showLoadError(`The game engine could not start: ${event.reason && event.reason.message ? event.reason.message : event.reason}`);
  }
});
setTimeout(() => {
  if (!document.documentElement.hasAttribute("data-ready") && !failed) {
    advance(progress, "Still starting… this device is taking longer than usual.");
  }
}, 15000);
setTimeout(() => {
  if (!document.documentElement.hasAttribute("data-ready")) {
    showLoadError(`The game engine did not start within ${Math.round((performance.now() - started) / 1000)} seconds. Please reload the page.`);
  }
}, 90000);

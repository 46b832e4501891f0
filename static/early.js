// Before Python is ready. Loaded as a classic script in <head>, so it runs before the body is drawn:
//
// 1. The device's settings (ramen/ui/page/settings.py, written into #ramen-settings by tools/build_site.py):
//    the theme and the text size are put on <html> (data-theme, data-text) before the first paint, and
//    data-scheme says which look is shown ("light" or "dark": the theme, or the device's when the theme
//    is "device", followed as the device changes). static/css/base.css styles from these.
// 2. The home screen: tools/build_site.py writes it into index.html (rendered by ramen/ui/screens/home.py,
//    the same code the app renders it with) and the data below it (#home-data). This script makes that
//    screen usable at once: it keeps the visitor's choices (game, seats, person or computer, names,
//    levels, settings) and edits the DOM exactly as the app would render them, so that when Python is
//    ready the app takes over the same screen with the same choices (ramen/ui/startup.py calls
//    window.ramenEarly.handOver()) and patches nothing. A Start tap (or Rules, Learn to play,
//    Statistics) before then is kept and done by the app once ready.
//
// A page opened on another screen (a saved game's #/play/..., the rules) shows the loading screen,
// never a flash of the home screen. Any failure here leaves the page as it was: the app starts the
// usual way. Stack switching (WebAssembly.Suspending, "JSPI") is hidden from Pyodide before it loads,
// so every browser runs the page the way Safari does, which has none. Nothing the page uses needs it
// (no run_sync, no synchronous waits on JavaScript), and Pyodide's crash reports with it on (renderer
// crashes with asyncio loops, a garbage-collector crash in suspended tasks) are then out of reach.
try {
  delete WebAssembly.Suspending;
  delete WebAssembly.Suspender;
  delete WebAssembly.promising;
} catch (error) {
  // a browser that will not let them go keeps them: the page works either way
}

(() => {
  "use strict";
  const root = document.documentElement;

  // --- 1. the settings ---------------------------------------------------------------------------------
  let schema = [];
  try {
    const node = document.getElementById("ramen-settings");
    schema = node ? JSON.parse(node.textContent) : [];
  } catch (error) {
    console.warn("The settings are the defaults:", error);
  }
  const stored = (setting) => {
    let value = null;
    try { value = localStorage.getItem(setting.key); } catch (_) { /* storage blocked: the default */ }
    return setting.values.includes(value) ? value : setting.default;
  };
  const settings = {};
  for (const setting of schema) {
    settings[setting.name] = stored(setting);
    if (setting.attribute) root.setAttribute(`data-${setting.attribute}`, settings[setting.name]);
  }
  const darkDevice = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  function showScheme() {
    const theme = root.getAttribute("data-theme");
    const dark = theme === "dark" || (theme !== "light" && !!darkDevice && darkDevice.matches);
    root.setAttribute("data-scheme", dark ? "dark" : "light");
  }
  showScheme();
  if (darkDevice && darkDevice.addEventListener) darkDevice.addEventListener("change", showScheme);
  // the app sets data-theme when the theme is chosen (ramen/ui/app.py): the shown look follows
  new MutationObserver(showScheme).observe(root, { attributes: true, attributeFilter: ["data-theme"] });

  // a person seat's chip shows the name's first letter, as ramen/ui/screens/home.py draws it, while it is typed
  document.addEventListener("input", (event) => {
    const input = event.target;
    if (!input.matches || !input.matches("input[data-field=name]")) return;
    const chip = input.closest(".seat-chip");
    const avatar = chip && !chip.classList.contains("bot") && chip.querySelector(".seat-avatar");
    if (avatar) avatar.textContent = (input.value.trim()[0] || "?").toUpperCase();
  });

  // --- 2. the home screen -------------------------------------------------------------------------------
  const hash = location.hash || "";
  const homeRoute = hash === "" || hash === "#" || hash === "#/";
  // CSS: "home" shows the built home screen with a loading strip; "wait" the full loading screen
  root.dataset.early = homeRoute ? "home" : "wait";

  const SAVE_PREFIX = "ramen.save.";
  // (a player reads these while the page loads: no word of the machinery)
  const WAIT = "as soon as everything has loaded";
  const state = {
    game: null,  // the title pressed on the built home screen (readState)
    seats: [],
    pending: null,  // {cmd, arg}: what the visitor tapped that needs the app (start, rules, stats, learn)
  };
  let data = null;  // #home-data: {levels: {game: [...]}, titles: {game: title}, lines: {game: line}, seats: {game: [fewest, most]}, names: [...]}
  let active = false;  // the built home screen is here and the app has not taken over
  let progress = 0;
  let loadFailed = false;

  const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => (
    { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#x27;" }[c]));
  const home = () => document.getElementById("home");
  const levelsOf = (game) => (data && data.levels[game]) || ["easy"];
  const shownLevel = (seat) => {
    const levels = levelsOf(state.game);
    return levels.includes(seat.level) ? seat.level : levels[levels.length - 1];
  };

  // --- the same markup as ramen/ui/screens/home.py (render_seat) ------------------------------------------
  function levelCell(index, seat) {
    if (seat.kind !== "bot") return "<span class=\"level-none\"></span>";
    const chosen = shownLevel(seat);
    return `<select data-field="level" data-seat="${index}" aria-label="Seat ${index + 1} computer level" class="chip-select level-select">`
      + levelsOf(state.game).map((lv) => `<option value="${escapeHtml(lv)}"${lv === chosen ? " selected" : ""}>${escapeHtml(lv)}</option>`).join("")
      + "</select>";
  }

  function avatar(seat) {
    if (seat.kind === "bot") return data.robot;
    return escapeHtml((seat.name.trim()[0] || "?").toUpperCase());
  }

  function seatRow(index, seat) {
    const bot = seat.kind === "bot";
    const kinds = [["human", "Person"], ["bot", "Computer"]]
      .map(([k, label]) => `<option value="${k}"${seat.kind === k ? " selected" : ""}>${label}</option>`).join("");
    return `<li class="seat-row seat-chip${bot ? " bot" : ""}" data-seat-color="${index}">`
      + `<span class="seat-avatar" aria-hidden="true">${avatar(seat)}</span>`
      + `<span class="seat-no">Seat ${index + 1}</span>`
      + `<input type="text" maxlength="16" value="${escapeHtml(seat.name)}" data-field="name" data-seat="${index}" aria-label="Seat ${index + 1} name" autocomplete="off" class="chip-name">`
      + `<select data-field="kind" data-seat="${index}" aria-label="Seat ${index + 1}: person or computer" class="chip-select">${kinds}</select>`
      + levelCell(index, seat) + "</li>";
  }

  function setCountButton(button, count, enabled) {
    button.setAttribute("data-arg", String(count));
    button.setAttribute("data-key", `seats:${count}`);
    button.disabled = !enabled;  // (the property reflects the attribute: it sets or removes it)
  }

  function redrawSeat(index) {
    const row = home().querySelectorAll("ol.seats > li.seat-row")[index];
    if (row) row.outerHTML = seatRow(index, state.seats[index]);
  }

  // names nobody chose follow the seats, as Setup.name_defaults in ramen/ui/screens/home.py: computers numbered
  // among the computers, a person in a seat with a computer's name gets the seat's default name
  const COMPUTER_NAME = /^Computer(?: \d)?$/;
  function nameDefaults() {
    let computers = 0;
    state.seats.forEach((seat, index) => {
      const isDefault = COMPUTER_NAME.test(seat.name.trim());
      let name = seat.name;
      if (seat.kind === "bot") {
        computers += 1;
        if (isDefault || !seat.name.trim()) name = `Computer ${computers}`;
      } else if (isDefault) {
        name = data.names[index];
      }
      if (name === seat.name) return;
      seat.name = name;
      redrawSeat(index);
    });
  }

  // a setting's buttons (ramen/ui/markup/settings_sheet.py) or the titles': the one for ``value`` pressed
  function showPressed(cmd, value) {
    for (const button of home().querySelectorAll(`button[data-cmd="${cmd}"]`)) {
      button.setAttribute("aria-pressed", button.getAttribute("data-arg") === value ? "true" : "false");
    }
  }

  function chooseSetting(name, value) {
    const setting = schema.find((s) => s.name === name);
    if (!setting || !setting.values.includes(value)) return;
    settings[name] = value;
    try { localStorage.setItem(setting.key, value); } catch (_) { /* storage blocked: the app keeps it for this visit */ }
    if (setting.attribute) root.setAttribute(`data-${setting.attribute}`, value);
    showPressed(name, value);
  }

  // the chosen title's fewest and most seats (ramen.core.registry.GAME_SEATS, written by the build)
  function seatLimits() {
    const limits = data && data.seats && data.seats[state.game];
    return limits || [state.seats.length, state.seats.length];
  }

  function setCount(count) {
    const [fewest, most] = seatLimits();
    count = Math.max(fewest, Math.min(most, count));
    while (state.seats.length < count) state.seats.push({ name: "Computer", kind: "bot", level: "normal" });
    state.seats.length = count;
    const list = home().querySelector("ol.seats");
    const rows = list.querySelectorAll(":scope > li.seat-row");
    for (let i = rows.length - 1; i >= count; i--) rows[i].remove();
    for (let i = rows.length; i < count; i++) list.insertAdjacentHTML("beforeend", seatRow(i, state.seats[i]));
    nameDefaults();
    const box = home().querySelector("div.seat-count");
    const [fewer, more] = box.querySelectorAll("button[data-cmd=seats]");
    setCountButton(fewer, count - 1, count > fewest);
    setCountButton(more, count + 1, count < most);
    box.querySelector("output").textContent = String(count);
  }

  function chooseGame(game) {
    if (!data || !(game in data.levels)) return;
    state.game = game;
    const title = data.titles[game];
    showPressed("choose-game", game);
    const sheet = home().querySelector("section.setup-sheet");
    sheet.setAttribute("data-game", game);
    sheet.querySelector(".setup-title").textContent = title;
    sheet.querySelector(".setup-line").textContent = data.lines[game];
    sheet.querySelector("button[data-cmd=start]").textContent = `Start ${title}`;
    const learn = sheet.querySelector("button[data-cmd=learn]");
    if (learn) {
      learn.setAttribute("data-arg", game);
      learn.setAttribute("data-key", `learn:${game}`);
      learn.setAttribute("aria-label", `Learn to play ${title}`);
    }
    const rules = sheet.querySelector("button[data-cmd=rules]");
    rules.setAttribute("data-arg", game);
    rules.setAttribute("aria-label", `Rules of ${title}`);
    for (const list of home().querySelectorAll("ul.level-lines")) {
      list.toggleAttribute("hidden", list.getAttribute("data-game") !== game);
    }
    state.seats.forEach((seat, index) => { if (seat.kind === "bot") redrawSeat(index); });
  }

  // --- what is said while the engine loads -------------------------------------------------------
  function say(text) {
    let note = document.getElementById("home-message");
    if (!text) {
      if (note) note.remove();
      return;
    }
    if (!note) {
      note = document.createElement("p");
      note.id = "home-message";
      note.className = "message info";
      note.setAttribute("role", "status");
      home().querySelector("header.top").after(note);
    }
    note.textContent = text;
  }

  const percent = () => (progress ? ` (${Math.round(progress)}%)` : "");
  const FAILED = "The game can't start: the page did not finish loading (see below).";
  function startNote() {
    const start = home().querySelector("button[data-cmd=start]");
    let note = start.nextElementSibling;
    if (!note || !note.classList.contains("starting-note")) {
      note = document.createElement("p");
      note.className = "starting-note";
      start.after(note);
    }
    note.textContent = loadFailed ? FAILED : `Starting ${WAIT}…${percent()}`;
  }

  function pendingText() {
    if (!state.pending || state.pending.cmd === "start") return "";  // a Start says it under the button
    if (loadFailed) return FAILED;
    const { cmd, arg } = state.pending;
    if (cmd === "rules") return `The rules of ${data.titles[arg]} open ${WAIT}…${percent()}`;
    if (cmd === "stats") return `Your statistics open ${WAIT}…${percent()}`;
    if (cmd === "learn") return `Learn to play ${data.titles[arg]} opens ${WAIT}…${percent()}`;
    return "";
  }

  function showPending() {
    if (!active) return;
    if (state.pending && state.pending.cmd === "start") startNote();
    say(pendingText());
  }

  // --- the visitor's taps and typing --------------------------------------------------------------
  function onClick(event) {
    if (!active) return;
    const button = event.target.closest && event.target.closest("button[data-cmd]");
    if (!button || button.disabled || !home().contains(button)) return;
    const cmd = button.getAttribute("data-cmd");
    const arg = button.getAttribute("data-arg");
    if (cmd === "choose-game") chooseGame(arg);
    else if (cmd === "seats") setCount(Number(arg));
    else if (schema.some((s) => s.name === cmd)) {
      chooseSetting(cmd, arg);
      return;
    } else if (cmd === "start") {
      if (state.pending && state.pending.cmd === "start") return;
      state.pending = { cmd: "start", arg: null };
      button.classList.add("starting");
      say("");
    } else if (cmd === "rules" || cmd === "stats" || cmd === "learn") {
      if (state.pending && state.pending.cmd === "start") return;  // the game starts first
      state.pending = { cmd, arg };
    } else if (cmd === "open-file") {
      say(`Opening a game file works ${WAIT}.${percent()}`);  // the file chooser needs a tap of its own
      return;
    } else if (cmd === "backup" || cmd === "restore" || cmd === "backup-later") {
      say(`Backing up and restoring games work ${WAIT}.${percent()}`);
      return;
    } else if (cmd === "net-host" || cmd === "net-join") {
      say(`Playing on several devices works ${WAIT}.${percent()}`);
      return;
    } else {
      return;
    }
    showPending();
  }

  function onInput(event) {
    if (!active) return;
    const target = event.target;
    const field = target.getAttribute && target.getAttribute("data-field");
    const index = Number(target.getAttribute && target.getAttribute("data-seat"));
    if (!field || !home().contains(target) || !(index >= 0 && index < state.seats.length)) return;
    const seat = state.seats[index];
    if (field === "name") {
      seat.name = target.value;
      target.setAttribute("value", target.value);
      return;
    }
    if (event.type !== "change") return;
    for (const option of target.options) option.toggleAttribute("selected", option.value === target.value);
    if (field === "kind") {
      seat.kind = target.value === "bot" ? "bot" : "human";
      if (seat.kind === "bot" && data.names.includes(seat.name.trim())) seat.name = "Computer";
      redrawSeat(index);
      nameDefaults();
      const select = home().querySelector(`select[data-field=kind][data-seat="${index}"]`);
      if (select) select.focus();
    } else if (field === "level") {
      seat.level = target.value;
    }
  }

  // --- set-up once the body is there -------------------------------------------------------------
  function readState() {
    state.game = home().querySelector("button[data-cmd=choose-game][aria-pressed=true]").getAttribute("data-arg");
    state.seats = [...home().querySelectorAll("ol.seats > li.seat-row")].map((row) => {
      const level = row.querySelector("select[data-field=level]");
      return {
        name: row.querySelector("input[data-field=name]").value,
        kind: row.querySelector("select[data-field=kind]").value === "bot" ? "bot" : "human",
        level: level ? level.value : "normal",
      };
    });
  }

  function setUp() {
    const dataNode = document.getElementById("home-data");
    if (!homeRoute || !home() || !dataNode) return;
    try {
      data = JSON.parse(dataNode.textContent);
      readState();
    } catch (error) {
      console.warn("The home screen waits for the game engine:", error);
      return;
    }
    active = true;
    for (const setting of schema) showPressed(setting.name, settings[setting.name]);  // the built screen has the defaults pressed
    // saved games are listed by the app (it reads and checks them); until then, say they are coming
    let saves = false;
    try {
      for (let i = 0; i < localStorage.length; i++) if ((localStorage.key(i) || "").startsWith(SAVE_PREFIX)) saves = true;
    } catch (_) { /* storage blocked: the app says so */ }
    const empty = home().querySelector("section.saves p.empty");
    if (saves && empty) empty.textContent = "Looking for your saved games…";
    performance.mark("ramen:early-ready");  // tools/bench.py: the set-up answers from here on
  }

  document.addEventListener("click", onClick);
  document.addEventListener("input", onInput);
  document.addEventListener("change", onInput);
  // boot.js tells the progress and a failure; a waiting tap says them
  document.addEventListener("ramen:load-progress", (event) => { progress = event.detail.value; showPending(); });
  document.addEventListener("ramen:load-failed", () => { loadFailed = true; showPending(); });
  // set up as soon as the home screen is parsed (#home-data follows #app; a node after it means it is
  // whole), not at DOMContentLoaded, which waits for the module scripts (the runtime's loader)
  let setUpDone = false;
  const setUpOnce = () => {
    if (setUpDone) return;
    setUpDone = true;
    setUp();
  };
  if (document.readyState !== "loading") setUpOnce();
  else if (homeRoute) {
    const parsed = new MutationObserver(() => {
      const dataNode = document.getElementById("home-data");
      if (dataNode && dataNode.nextSibling) {
        parsed.disconnect();
        setUpOnce();
      }
    });
    parsed.observe(root, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => { parsed.disconnect(); setUpOnce(); }, { once: true });
  }

  globalThis.ramenEarly = {
    /** For the app, once: the visitor's choices and the tap waiting for it, as JSON; from now on the
     *  app answers every tap. ``home`` says whether the built home screen is the one on screen. */
    handOver() {
      const wasActive = active;
      active = false;
      delete root.dataset.early;  // the app draws every screen from now on, the home screen too
      return JSON.stringify({ home: wasActive, game: state.game, seats: state.seats, settings, pending: state.pending });
    },
  };
})();

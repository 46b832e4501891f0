// Play on several devices: the WebRTC data channels between the host and its guests. Loaded (imported by
// ramen/ui/devices/link.py) only when a player opens "Play on several devices" or "Join a table". No ICE
// servers: the devices find each other on their own network only. Each connection has an id; what
// happens on it (open, message, close) is told to Python as a "ramen-net" event on the document.

import qrcode from "./vendor/qrcode-generator/qrcode.mjs";

const peers = new Map();  // id -> {pc, channel}
let counter = 0;

function tell(id, kind, data = "") {
  document.dispatchEvent(new CustomEvent("ramen-net", {detail: {id, kind, data}}));
}

// resolves once every local candidate is in the description (with no ICE servers: host candidates only)
function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") { resolve(); return; }
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") resolve();
    });
  });
}

function wire(id, channel) {
  const peer = peers.get(id);
  if (!peer) return;
  peer.channel = channel;
  // "open" is told once: at the channel's open event, or at once if the channel is open already when it
  // reaches us (a guest's channel can be announced open before its datachannel event's listeners run)
  let opened = false;
  const open = () => { if (!opened && channel.readyState === "open") { opened = true; tell(id, "open"); } };
  channel.addEventListener("open", open);
  if (channel.readyState === "open") queueMicrotask(open);
  channel.addEventListener("close", () => tell(id, "close"));
  channel.addEventListener("message", (event) => tell(id, "message", String(event.data)));
}

function connection() {
  counter += 1;
  const id = `c${counter}-${Date.now().toString(36)}`;
  const pc = new RTCPeerConnection({iceServers: []});
  peers.set(id, {pc, channel: null});
  pc.addEventListener("connectionstatechange", () => {
    if (pc.connectionState === "failed") tell(id, "close");
  });
  return [id, pc];
}

// the host: a new connection with its data channel; resolves to JSON {id, sdp} (the offer, candidates in)
export async function offer() {
  const [id, pc] = connection();
  wire(id, pc.createDataChannel("ramen", {ordered: true}));
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  return JSON.stringify({id, sdp: pc.localDescription.sdp});
}

// the host: the guest's answer to the offer of connection ``id``
export async function accept(id, sdp) {
  const peer = peers.get(id);
  if (!peer) throw new Error("that invitation is no longer open");
  await peer.pc.setRemoteDescription({type: "answer", sdp});
}

// a guest: answer the host's offer; resolves to JSON {id, sdp} (the answer, candidates in)
export async function answer(sdp) {
  const [id, pc] = connection();
  pc.addEventListener("datachannel", (event) => wire(id, event.channel));
  await pc.setRemoteDescription({type: "offer", sdp});
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  return JSON.stringify({id, sdp: pc.localDescription.sdp});
}

// send text on connection ``id``; false when it is not open
export function send(id, text) {
  const peer = peers.get(id);
  if (!peer || !peer.channel || peer.channel.readyState !== "open") return false;
  peer.channel.send(text);
  return true;
}

export function close(id) {
  const peer = peers.get(id);
  if (!peer) return;
  peers.delete(id);
  if (peer.channel) peer.channel.close();
  peer.pc.close();
}

// the ids of the connections open now (for tests and diagnostics)
export function ids() {
  return [...peers.keys()];
}

// a text as a QR code (error correction M; alphanumeric mode by default: the codes are upper-case letters
// and digits; "Byte" for a link): JSON {version, rows}, each row a string of "1" (dark) and "0"
export function qr(text, mode = "Alphanumeric") {
  const code = qrcode(0, "M");
  code.addData(text, mode);
  code.make();
  const count = code.getModuleCount();
  const rows = [];
  for (let r = 0; r < count; r += 1) {
    let row = "";
    for (let c = 0; c < count; c += 1) row += code.isDark(r, c) ? "1" : "0";
    rows.push(row);
  }
  return JSON.stringify({version: (count - 17) / 4, rows});
}

// the reader of QR codes: the browser's BarcodeDetector where it has one, else jsQR (loaded on first use)
async function reader() {
  if ("BarcodeDetector" in window) {
    const formats = await window.BarcodeDetector.getSupportedFormats();
    if (formats.includes("qr_code")) {
      const detector = new window.BarcodeDetector({formats: ["qr_code"]});
      return async (video) => {
        const found = await detector.detect(video);
        return found.length ? found[0].rawValue : null;
      };
    }
  }
  if (!window.jsQR) {
    await new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = new URL("vendor/jsqr/jsQR.js", import.meta.url).href;
      script.onload = resolve;
      script.onerror = () => reject(new Error("the QR reader did not load"));
      document.head.append(script);
    });
  }
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", {willReadFrequently: true});
  return async (video) => {
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    if (!canvas.width || !canvas.height) return null;
    context.drawImage(video, 0, 0);
    const found = window.jsQR(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
    return found ? found.data : null;
  };
}

let scanning = null;  // the scan under way: {stop}

// read a QR code with the camera, shown over the page with a Stop button; resolves to its text ("" when
// stopped); rejects when there is no camera or it is refused
export async function scan(label) {
  stopScan();
  // no camera at all (a tablet without one, WebKitGTK here): say so at once rather than ask for one that
  // never comes (WebKitGTK's request then waits for ever); the labels are empty before permission, the kinds are not
  const media = navigator.mediaDevices;
  if (!media || !media.getUserMedia) throw new Error("this browser has no camera access");
  if (media.enumerateDevices && !(await media.enumerateDevices()).some((device) => device.kind === "videoinput")) {
    throw new Error("this device has no camera");
  }
  const read = await reader();
  const stream = await navigator.mediaDevices.getUserMedia({video: {facingMode: "environment"}, audio: false});
  const box = document.createElement("div");
  box.className = "net-camera-box";
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-label", label);
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  const stop = document.createElement("button");
  stop.type = "button";
  stop.className = "secondary";
  stop.textContent = "Stop the camera";
  box.append(video, stop);
  document.body.append(box);
  await video.play();
  return new Promise((resolve) => {
    let done = false;
    const finish = (text) => {
      if (done) return;
      done = true;
      scanning = null;
      for (const track of stream.getTracks()) track.stop();
      box.remove();
      resolve(text);
    };
    scanning = {stop: () => finish("")};
    stop.addEventListener("click", () => finish(""));
    const look = async () => {
      if (done) return;
      let text = null;
      try { text = await read(video); } catch (_) { text = null; }
      if (text) { finish(text); return; }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

export function stopScan() {
  if (scanning) scanning.stop();
}

// Play on several devices: the WebRTC data channels between the host and its guests. Loaded (imported by
// ramen/ui/net_link.py) only when a player opens "Play on several devices" or "Join a table". No ICE
// servers: the devices find each other on their own network only. Each connection has an id; what
// happens on it (open, message, close) is told to Python as a "ramen-net" event on the document.

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
  channel.addEventListener("open", () => tell(id, "open"));
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

// The fan-out bench's clients: one process holds a share of the kiosk sockets (of the real server
// and of the bare `ws` baseline alike), so neither server shares a process with them. Driven over
// IPC:
// - { open: { target, url, kiosks: [{ id, token, ip }] } } opens one socket per kiosk; for the real
//   server each joins what the kiosk app joins, with its token (db-changes, its kick and messages
//   channels). Answers { opened: target, ms, failed }.
// - every text frame carrying `"seq":N` counts for that event; when every socket of the target
//   got event N it sends { got: { target, seq, first, last } } (epoch ms of the first and last).
// - { latest: target } answers { latest: { target, sockets, seqs, closed } }: each socket's newest
//   seq, and how many sockets the server closed.
// - 'close' terminates every socket.
import WebSocket from 'ws';

interface Kiosk {
  id: string;
  token: string;
  ip: string;
}
type Target = 'server' | 'bare';

const now = () => performance.timeOrigin + performance.now();
const sockets: Record<Target, WebSocket[]> = { server: [], bare: [] };
const newest: Record<Target, number[]> = { server: [], bare: [] };
/** Sockets the server closed after they joined (the heartbeat cuts one that missed a ping). */
const closed: Record<Target, number> = { server: 0, bare: 0 };
const counts: Record<Target, Map<number, { n: number; first: number }>> = {
  server: new Map(),
  bare: new Map(),
};
const JOIN_CHANNELS = (id: string) => ['db-changes', `kick_user:${id}`, `kiosk-messages:${id}`];
const SEQ = /"seq":(\d+)/;

function received(target: Target, index: number, text: string): void {
  const match = SEQ.exec(text);
  if (!match) return;
  const seq = Number(match[1]);
  const at = now();
  newest[target][index] = Math.max(newest[target][index] ?? -1, seq);
  const count = counts[target].get(seq) ?? { n: 0, first: at };
  count.n += 1;
  counts[target].set(seq, count);
  if (count.n === sockets[target].length) {
    counts[target].delete(seq);
    process.send?.({ got: { target, seq, first: count.first, last: at } });
  }
}

function open(target: Target, url: string, kiosk: Kiosk, index: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { 'x-forwarded-for': kiosk.ip }, perMessageDeflate: false });
    sockets[target][index] = socket;
    const channels = target === 'server' ? JOIN_CHANNELS(kiosk.id) : [];
    let joined = 0;
    socket.on('message', (data) => {
      const text = data.toString();
      if (joined < channels.length) {
        if (text.includes('"type":"joined"')) {
          joined += 1;
          if (joined === channels.length) resolve();
        } else if (text.includes('"type":"error"')) reject(new Error(text));
        return;
      }
      received(target, index, text);
    });
    socket.once('close', () => {
      if (joined === channels.length) closed[target] += 1;
    });
    socket.once('open', () => {
      for (const channel of channels)
        socket.send(JSON.stringify({ type: 'join', channel, token: kiosk.token }));
      if (channels.length === 0) resolve();
    });
    socket.once('error', reject);
  });
}

async function openAll(target: Target, url: string, kiosks: Kiosk[]) {
  const started = performance.now();
  let failed = 0;
  for (let i = 0; i < kiosks.length; i += 100) {
    await Promise.all(
      kiosks.slice(i, i + 100).map((kiosk, j) =>
        open(target, url, kiosk, i + j).catch(() => {
          failed += 1;
        }),
      ),
    );
  }
  process.send?.({ opened: target, ms: performance.now() - started, failed });
}

process.on('message', (message: unknown) => {
  if (message === 'close') {
    for (const socket of [...sockets.server, ...sockets.bare]) socket.terminate();
    process.exit(0);
  }
  if (typeof message !== 'object' || !message) return;
  if ('open' in message) {
    const { target, url, kiosks } = (message as { open: { target: Target; url: string; kiosks: Kiosk[] } })
      .open;
    void openAll(target, url, kiosks);
  } else if ('latest' in message) {
    const target = (message as { latest: Target }).latest;
    const seqs = newest[target];
    process.send?.({ latest: { target, sockets: sockets[target].length, seqs, closed: closed[target] } });
  }
});
process.send?.({ ready: true });

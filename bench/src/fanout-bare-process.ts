// The fan-out bench's baseline: a bare `ws` server in a process of its own (same options as the
// real one: no per-message deflate, 64 KiB frames). Sends { port } once listening; a message
// { broadcast: text } sends that text to every connected socket (the canonical ws broadcast);
// 'memory' answers with its memory after a full GC and its CPU time so far.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({
  host: '127.0.0.1',
  port: 0,
  perMessageDeflate: false,
  maxPayload: 64 * 1024,
});
wss.on('connection', (socket) => {
  socket.on('error', () => socket.terminate());
});
wss.on('listening', () => {
  const address = wss.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (message: unknown) => {
  if (message === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ memory: { rss, heapUsed }, cpu: process.cpuUsage() });
  } else if (message === 'stop') {
    wss.close();
    process.exit(0);
  } else if (typeof message === 'object' && message && 'broadcast' in message) {
    const text = (message as { broadcast: string }).broadcast;
    for (const client of wss.clients) client.send(text);
  }
});

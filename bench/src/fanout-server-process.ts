// The fan-out bench's server: the real server (startServer, as main.ts runs it) in a process of its
// own, so its memory and CPU are the server's alone. Run with --expose-gc and an IPC channel; env
// DATABASE_URL and JWT_SECRET. Sends { urls } once ready; answers 'memory' with its memory after a
// full GC and its CPU time so far; 'stop' stops it.
import { startBenchServer } from './support.js';

const server = await startBenchServer(process.env.DATABASE_URL ?? '', {
  JWT_SECRET: process.env.JWT_SECRET ?? '',
});
process.send?.({ urls: server.urls });
process.on('message', (message) => {
  if (message === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    process.send?.({ memory: { rss, heapUsed, external, arrayBuffers }, cpu: process.cpuUsage() });
  } else if (message === 'stop') {
    void server.stop().finally(() => process.exit(0));
  }
});

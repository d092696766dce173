import { startSimulator } from '@kiosk/terminal-simulator';
import type { Terminal } from './seed.js';

/**
 * `count` card terminal simulators in this process, approving every sale at once (delay 0; each
 * renders its receipts once, as a real terminal renders them on its own hardware).
 */
export async function startTerminals(count: number, prefix = 'PEAK-T') {
  const simulators: Array<Awaited<ReturnType<typeof startSimulator>>> = [];
  for (let i = 0; i < count; i += 1)
    simulators.push(
      await startSimulator({
        port: 0,
        host: '127.0.0.1',
        serialNumber: `${prefix}-${i}`,
        defaultDelayMs: 0,
        fixedReceipts: true,
        log: () => {},
      }),
    );
  const list: Terminal[] = simulators.map((s, i) => ({ port: s.port, serialNumber: `${prefix}-${i}` }));
  return {
    list,
    async stop() {
      for (const s of simulators) await s.stop();
    },
  };
}

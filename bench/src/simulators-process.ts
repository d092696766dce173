// Runs N terminal simulators in a process of their own (as in production, the terminal is another
// machine) and prints their ports as one JSON line. `node --import tsx simulators-process.ts N`.
import { startSimulator } from '@kiosk/terminal-simulator';

const count = Number(process.argv[2] ?? 20);
const simulators = await Promise.all(
  Array.from({ length: count }, (_, i) =>
    startSimulator({
      port: 0,
      host: '127.0.0.1',
      serialNumber: `PAV-BENCH-${i}`,
      defaultDelayMs: 0,
      // A real terminal renders its receipts on its own hardware: here they are rendered once.
      fixedReceipts: true,
      log: () => {},
    }),
  ),
);
process.stdout.write(`${JSON.stringify({ ports: simulators.map((s) => s.port) })}\n`);
const stop = async () => {
  for (const simulator of simulators) await simulator.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

import { simulatorOptionsFrom } from './env.js';
import { startPrinterSimulator } from './simulator.js';

/** Entry point: `node tools/printer-simulator/dist/main.js [--port 9100 --width 80 ...]`. */
const log = (message: string) => console.log(`[printer-simulator] ${message}`);

let options: ReturnType<typeof simulatorOptionsFrom>;
try {
  options = simulatorOptionsFrom();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

try {
  const simulator = await startPrinterSimulator({ ...options, log });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: stopping`);
    simulator.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `[printer-simulator] port in use (another printer simulator? set --port / --control-port)`
      : error,
  );
  process.exit(1);
}

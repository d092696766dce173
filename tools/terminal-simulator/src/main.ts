import { simulatorOptionsFromEnv } from './env.js';
import { startSimulator } from './simulator.js';

/** Entry point: `node tools/terminal-simulator/dist/main.js` (settings from SIM_* variables). */
const log = (message: string) => console.log(`[terminal-simulator] ${message}`);

let options: ReturnType<typeof simulatorOptionsFromEnv>;
try {
  options = simulatorOptionsFromEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

try {
  const simulator = await startSimulator({ ...options, log });
  log(
    `terminal ${simulator.device.config.serialNumber} (${options.mode ?? 'REST'}) listening on ${simulator.url} ` +
      `(test page ${simulator.url}/)${options.mode === 'CLOUD' ? `, cloud ${options.cloudUrl}` : ''}`,
  );
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
      ? `[terminal-simulator] port ${options.port} is in use (another simulator running? set SIM_PORT)`
      : error,
  );
  process.exit(1);
}

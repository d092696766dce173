import { pino } from 'pino';
import { loadConfig } from './config.js';
import { repositories } from './repositories/index.js';
import { startServer } from './runtime.js';
import { workingDemoSignIns } from './services/demo-accounts.service.js';
import { startBanner } from './start-banner.js';

const started = Date.now();
const config = loadConfig();
const logger = pino({ level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] });

// Last resort only: every promise and callback is meant to handle its own errors. An unhandled
// rejection is logged loudly (never swallowed) and the process keeps serving; an uncaught exception
// leaves the process in an unknown state, so it is logged and the process exits non-zero for its
// supervisor (npm start, systemd, the container runtime) to restart it.
process.on('unhandledRejection', (reason) => {
  logger.error(
    { err: reason },
    'unhandled promise rejection (a bug: it should have been handled where it arose)',
  );
});
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception; exiting');
  process.exit(1);
});

// Set once a signal starts the stop; what fails after that is the stop's doing, not a start-up failure.
let stopping = false;
try {
  const server = await startServer(config, logger);
  // Stop cleanly from the moment /ready answers (the demo sign-in check below still takes a while).
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, stopping`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // only what is true: the demo sign-ins whose published password still works (none in production)
  const demoSignIns =
    config.env === 'production' ? [] : await workingDemoSignIns(repositories(server.database.db));
  const readySeconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `${startBanner({ urls: server.urls, apiDocs: config.apiDocs, demoSignIns, setupUrl: server.setupUrl, readySeconds })}\n`,
  );
} catch (error) {
  if (!stopping) {
    logger.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }
}

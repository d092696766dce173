import { pino } from 'pino';
import { loadConfig } from './config.js';
import { DEMO_ACCOUNTS, DEMO_KIOSK } from './db/seed/seed-demo-outlet.js';
import { startServer } from './runtime.js';

const started = Date.now();
const config = loadConfig();
const logger = pino({ level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] });

function banner(urls: { kiosk: string; admin: string; sale: string }): string {
  const lines = [
    '',
    '  Kiosk POS is running',
    `    Kiosk  ${urls.kiosk}`,
    `    Admin  ${urls.admin}`,
    `    Sale   ${urls.sale}`,
    `    API    ${urls.admin}/api/docs`,
    '',
  ];
  if (config.seedDemo) {
    lines.push('  Demo sign-ins');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.role.padEnd(12)} ${account.email} / ${account.password}`);
    lines.push(
      `    kiosk        ${DEMO_KIOSK.username} / ${DEMO_KIOSK.password} (PIN ${DEMO_KIOSK.pin}, ${DEMO_KIOSK.publicId})`,
      '',
    );
  }
  lines.push(`  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl+C to stop.`, '');
  return lines.join('\n');
}

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

try {
  const server = await startServer(config, logger);
  process.stdout.write(`${banner(server.urls)}\n`);
  let stopping = false;
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
} catch (error) {
  logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
}

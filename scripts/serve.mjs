#!/usr/bin/env node
// The production start command (`node scripts/serve.mjs`, after `npm run build`; needs no
// devDependencies and no npm): runs the built card-terminal simulator (unless SIMULATOR=false), the
// demo kitchen's printer simulator (unless PRINTER_SIMULATOR=false) and the built server, and stops
// them all on Ctrl+C / SIGTERM / SIGINT to its own pid (the server stops its embedded Postgres). When the server dies without being asked to stop (a crash,
// kill -9, the OOM killer), this script exits non-zero so that its supervisor (systemd's
// Restart=always, a container restart policy) starts it again.
// SERVE_FROM_SOURCE=true runs them from their TypeScript sources (tests only: needs tsx).
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopWhenNpmGoes } from './parent-watch.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const fromSource = process.env.SERVE_FROM_SOURCE === 'true';
const entry = (dir) =>
  fromSource ? ['--import', 'tsx', '--conditions=source', `${dir}/src/main.ts`] : [`${dir}/dist/main.js`];

const simulatorPort = Number(process.env.SIM_PORT ?? 4567);
const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const children = [];
if (process.env.SIMULATOR !== 'false') {
  if (await portInUse(simulatorPort)) {
    console.log(`Card terminal: something already listens on port ${simulatorPort}; using it.`);
  } else {
    children.push(
      spawn(process.execPath, entry('tools/terminal-simulator'), {
        cwd: root,
        stdio: 'inherit',
        env: process.env,
      }),
    );
  }
}
// The demo kitchen's network printer (issue 35; PRINTER_SIMULATOR=false: none): one printer simulator
// on 127.0.0.1, seeded as the default station's printer (DEMO_PRINTER) the first time.
const printerPort = Number(process.env.PRINTER_SIM_PORT ?? 9100);
const printerControlPort = Number(process.env.PRINTER_SIM_CONTROL_PORT ?? 9180);
const serverEnv = { ...process.env };
if (process.env.PRINTER_SIMULATOR !== 'false') {
  serverEnv.DEMO_PRINTER ??= `127.0.0.1:${printerPort}`;
  serverEnv.PRINTER_SIMULATOR_URL ??= `http://127.0.0.1:${printerControlPort}`;
  if ((await portInUse(printerPort)) || (await portInUse(printerControlPort))) {
    console.log(
      `Printer: something already listens on port ${printerPort} or ${printerControlPort}; using it.`,
    );
  } else {
    children.push(
      spawn(process.execPath, [...entry('tools/printer-simulator'), '--name', 'Mutfak'], {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          PRINTER_SIM_HOST: process.env.PRINTER_SIM_HOST ?? '127.0.0.1',
          PRINTER_SIM_PORT: String(printerPort),
          PRINTER_SIM_CONTROL_PORT: String(printerControlPort),
        },
      }),
    );
  }
}
const server = spawn(process.execPath, entry('server'), {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv,
});
children.push(server);

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
stopWhenNpmGoes(() => stop('SIGTERM'));
server.on('exit', (code, signal) => {
  const requested = stopping;
  stop('SIGTERM');
  if (requested) {
    // Asked to stop: ending through the signal (130/143: a library's exit hook re-raising it) is
    // success; any other code (a failed or forced shutdown) is passed on.
    process.exitCode = code === null || code === 130 || code === 143 ? 0 : code;
    return;
  }
  console.error(`server exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`}); stopping`);
  // 128 + the signal's number, as a shell reports it; never 0 for a death nobody asked for.
  process.exitCode = signal ? 128 + (os.constants.signals[signal] ?? 1) : code || 1;
});

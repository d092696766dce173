#!/usr/bin/env node
// `npm start`: builds what changed, then runs the card-terminal simulator (unless SIMULATOR=false)
// and the server as two processes, and stops both on Ctrl+C / SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

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
      spawn(process.execPath, ['tools/terminal-simulator/dist/main.js'], {
        cwd: root,
        stdio: 'inherit',
        env: process.env,
      }),
    );
  }
}
const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
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
server.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 0;
});

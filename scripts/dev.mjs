#!/usr/bin/env node
// `npm run dev`: the server in watch mode (API on :3000-3002) and a Vite dev server with hot
// reload per app on 5173 (kiosk), 5174 (admin), 5175 (sale), proxying the API to the server.
// KIOSK_DEV_PORT, ADMIN_DEV_PORT and SALE_DEV_PORT move the Vite servers (e.g. beside `npm start`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopWhenNpmGoes } from './parent-watch.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const apiPort = process.env.API_PORT ?? '3000';
const devPorts = {
  kiosk: process.env.KIOSK_DEV_PORT ?? '5173',
  admin: process.env.ADMIN_DEV_PORT ?? '5174',
  sale: process.env.SALE_DEV_PORT ?? '5175',
};
const env = {
  ...process.env,
  NODE_ENV: 'development',
  API_PORT: apiPort,
  KIOSK_PORT: apiPort,
  ADMIN_PORT: String(Number(apiPort) + 1),
  SALE_PORT: String(Number(apiPort) + 2),
  // The links between the apps go to the Vite servers, not to the API ports.
  ADMIN_URL: process.env.ADMIN_URL ?? `http://localhost:${devPorts.admin}`,
  SALE_URL: process.env.SALE_URL ?? `http://localhost:${devPorts.sale}`,
};
const children = [
  spawn(process.execPath, ['--conditions=source', '--import', 'tsx', '--watch', 'server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  ...Object.entries(devPorts).map(([app, port]) =>
    spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', port], {
      cwd: path.join(root, 'apps', app),
      env,
      stdio: 'inherit',
    }),
  ),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
stopWhenNpmGoes(stop);
for (const child of children) child.on('exit', () => stop());

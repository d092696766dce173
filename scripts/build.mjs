#!/usr/bin/env node
// Builds what `npm start` runs: the server (tsc -b) and the three apps (Vite).
// An app whose sources did not change since its last build is not built again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const APPS = ['kiosk', 'admin', 'sale'];
const SHARED = [
  'packages/ui/src',
  'packages/catalogue-ui/src',
  'packages/i18n/src',
  'packages/contracts/src',
  'packages/domain/src',
];
const force = process.argv.includes('--force');
const only = process.argv.includes('--apps') ? 'apps' : process.argv.includes('--server') ? 'server' : 'all';

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function hashTree(hash, target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return;
  const info = statSync(full);
  if (info.isFile()) {
    hash.update(target).update(readFileSync(full));
    return;
  }
  for (const entry of readdirSync(full).sort()) {
    if (
      entry === 'node_modules' ||
      entry === 'dist' ||
      entry.endsWith('.test.ts') ||
      entry.endsWith('.test.tsx')
    )
      continue;
    hashTree(hash, path.join(target, entry));
  }
}

function sourceHash(app) {
  const hash = createHash('sha256');
  for (const target of [
    `apps/${app}/src`,
    `apps/${app}/index.html`,
    `apps/${app}/vite.config.ts`,
    'vite.shared.ts',
    `apps/${app}/public`,
    ...SHARED,
    'package-lock.json',
  ]) {
    hashTree(hash, target);
  }
  return hash.digest('hex');
}

const started = Date.now();
if (only !== 'apps') {
  run(process.execPath, [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '-b',
    'server',
    'tools/terminal-simulator',
    'tools/printer-simulator',
  ]);
}
if (only !== 'server') {
  const { build } = await import('vite');
  for (const app of APPS) {
    const stamp = path.join(root, 'apps', app, 'dist', '.source-hash');
    const hash = sourceHash(app);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
      console.log(`${app}: up to date`);
      continue;
    }
    await build({ root: path.join(root, 'apps', app), logLevel: 'warn', mode: 'production' });
    writeFileSync(stamp, hash);
    console.log(`${app}: built`);
  }
}
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);

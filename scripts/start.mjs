#!/usr/bin/env node
// `npm start`, the developer's command: builds what changed, then runs scripts/serve.mjs (the
// production start command, which runs the built files only).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
await import('./serve.mjs');

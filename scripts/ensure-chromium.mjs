#!/usr/bin/env node
// Browser tests drive Debian's Chromium. Install it when missing (needs root), else explain.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Browser tests need Chromium at ${CHROMIUM}. Install it with "sudo apt-get install -y chromium" ` +
      '(or set CHROMIUM_PATH to a Chromium binary) and run the tests again.',
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'],
]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`"apt-get ${args.join(' ')}" failed; install chromium by hand and run the tests again.`);
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}

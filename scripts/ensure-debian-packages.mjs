#!/usr/bin/env node
// The tests use Debian's packages: Chromium for the browser tests, PostgreSQL for the backup round
// trip (its pg_dump matches a production Debian server; the embedded Postgres 18 of the other tests
// is newer than any Debian client) and, with it, HAProxy and PgBouncer for the several-instances
// test. `node scripts/ensure-debian-packages.mjs chromium` (or postgresql, haproxy, pgbouncer)
// installs one when it is missing (needs root), else says how.
// Chromium is required (exit 1 without it); the others are optional (their tests are skipped without them).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const PACKAGES = {
  chromium: {
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    install: ['chromium', 'fonts-dejavu-core'],
    required: true,
    why: 'Browser tests need Chromium (or set CHROMIUM_PATH to a Chromium binary)',
  },
  postgresql: {
    present: () =>
      existsSync('/usr/lib/postgresql') &&
      readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/pg_dump`)),
    install: ['postgresql'],
    required: false,
    why: 'The backup round trip needs Debian PostgreSQL; without it that test is skipped',
  },
  haproxy: {
    present: () => existsSync('/usr/sbin/haproxy'),
    install: ['haproxy'],
    required: false,
    why: 'The several-instances test needs HAProxy; without it that test is skipped',
  },
  pgbouncer: {
    present: () => existsSync('/usr/sbin/pgbouncer'),
    install: ['pgbouncer'],
    required: false,
    why: 'The several-instances test needs PgBouncer; without it that test is skipped',
  },
};

const name = process.argv[2];
const wanted = PACKAGES[name];
if (!wanted) {
  console.error(`usage: ensure-debian-packages.mjs ${Object.keys(PACKAGES).join('|')}`);
  process.exit(2);
}
if (wanted.present()) process.exit(0);
const giveUp = (message) => {
  console.error(message);
  process.exit(wanted.required ? 1 : 0);
};
if (process.getuid?.() !== 0) {
  giveUp(`${wanted.why}. Install it with "sudo apt-get install -y ${wanted.install.join(' ')}".`);
}
console.log(`Installing Debian ${wanted.install.join(', ')} for the tests...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', ...wanted.install],
]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0)
    giveUp(`"apt-get ${args.join(' ')}" failed; install it by hand and run the tests again.`);
}
if (!wanted.present()) giveUp(`apt-get finished but ${name} is still missing.`);

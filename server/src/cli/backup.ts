// npm run backup [-- FILE]
// Writes the whole database (catalogue, orders, settings and the uploaded files, which live in
// Postgres) to FILE in pg_dump's custom format; without FILE to DATA_DIR/backups/kiosk-<time>.dump.
// Works on DATABASE_URL or the embedded Postgres of DATA_DIR (started for the backup if not running).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from './open-database.js';
import { pgTool, runTool, serverMajor } from './pg-tools.js';

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
const file = path.resolve(
  process.argv[2] ?? path.join(loadConfig().dataDir, 'backups', `kiosk-${stamp}.dump`),
);
const { url, embedded } = await openDatabase();
try {
  const pgDump = pgTool('pg_dump', await serverMajor(url));
  await mkdir(path.dirname(file), { recursive: true });
  runTool(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
  process.stdout.write(`backup written to ${file}\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}

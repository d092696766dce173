// npm run restore -- FILE
// Restores a backup written by `npm run backup` into DATABASE_URL's database or the embedded one
// of DATA_DIR, replacing the objects it holds, in one transaction (all or nothing). Stop the
// server first; restore into an empty database or one of the same release (then start, which
// migrates a backup of an older release).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './open-database.js';
import { pgTool, runTool, serverMajor } from './pg-tools.js';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  process.stderr.write(
    `usage: npm run restore -- FILE (a file written by npm run backup)${file ? `; ${file} not found` : ''}\n`,
  );
  process.exit(2);
}
const { url, embedded } = await openDatabase();
try {
  const pgRestore = pgTool('pg_restore', await serverMajor(url));
  runTool(pgRestore, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    path.resolve(file),
  ]);
  process.stdout.write(`restored ${file}\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}

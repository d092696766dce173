import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded-postgres.js';

/** The database a running `npm start` uses: DATABASE_URL, its live embedded Postgres, or a new one. */
export async function openDatabase(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  const config = loadConfig();
  // the tools (pg_dump, pg_restore, a session's own transaction) go around a pooler
  if (config.directDatabaseUrl) return { url: config.directDatabaseUrl };
  const clusterDir = path.join(config.dataDir, 'postgres');
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
    try {
      process.kill(Number(pid), 0);
      const secret = encodeURIComponent(config.embeddedPgNetwork.password ?? 'postgres');
      return { url: `postgres://postgres:${secret}@127.0.0.1:${port}/kiosk` };
    } catch {
      // not running: start it below
    }
  }
  const embedded = await startEmbeddedPostgres({
    clusterDir,
    port: config.embeddedPgPort,
    database: 'kiosk',
    ...(config.embeddedPgNetwork.password ? { password: config.embeddedPgNetwork.password } : {}),
  });
  return { url: embedded.url, embedded };
}

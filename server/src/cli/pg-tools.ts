import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const DEBIAN_DIR = '/usr/lib/postgresql';

/** The server's major version (e.g. 15 for Debian bookworm's, 18 for the embedded one). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(result.rows[0]?.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

function toolMajor(file: string): number | undefined {
  try {
    const version = execFileSync(file, ['--version'], { encoding: 'utf8' });
    const major = /(\d+)(?:\.\d+)?/.exec(version.replace(/^\D+/, ''))?.[1];
    return major ? Number(major) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * pg_dump or pg_restore whose major version is at least the server's (an older one refuses):
 * PG_BIN's, then Debian's /usr/lib/postgresql/N/bin newest first, then the one on PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore', major: number): string {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(path.join(process.env.PG_BIN, name));
  if (existsSync(DEBIAN_DIR)) {
    const versions = readdirSync(DEBIAN_DIR).filter((v) => /^\d+$/.test(v));
    for (const v of versions.sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(DEBIAN_DIR, v, 'bin', name));
  }
  candidates.push(name);
  const found: string[] = [];
  for (const candidate of candidates) {
    const version = toolMajor(candidate);
    if (version === undefined) continue;
    if (version >= major) return candidate;
    found.push(`${candidate} (${version})`);
  }
  throw new Error(
    `${name} for PostgreSQL ${major} or newer not found (${found.join(', ') || 'none installed'}): ` +
      `install the PostgreSQL ${major} client tools, or set PG_BIN to the folder that holds them`,
  );
}

/** Runs a tool with its output shown; throws when it fails. */
export function runTool(file: string, args: string[]): void {
  const result = spawnSync(file, args, { stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${path.basename(file)} failed (exit ${result.status ?? result.signal})`);
}

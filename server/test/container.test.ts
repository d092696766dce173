import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/test-server.js';

// The Dockerfile and compose.yaml, where a container runtime answers. Here, and on any machine
// without a Docker engine, the tests are skipped with this message.
const engine = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 }).status === 0;
const compose = engine && spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;
if (!engine) console.warn('container tests skipped: no container runtime answers `docker info`');

const tag = `kiosk-pos-test:${process.pid}`;
const project = `kiosk-pos-test-${process.pid}`;
const cleanups: Array<() => void> = [];

afterAll(() => {
  for (const cleanup of cleanups.reverse()) {
    try {
      cleanup();
    } catch (error) {
      console.warn(error);
    }
  }
});

function docker(args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync('docker', args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`docker ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} timed out`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('container image (needs a container runtime: `docker info`)', () => {
  it.skipIf(!engine)(
    'builds, turns healthy on its embedded Postgres as a non-root user, and stops with exit 0 on SIGTERM',
    async () => {
      docker(['build', '-t', tag, '.']);
      cleanups.push(() => docker(['image', 'rm', '-f', tag]));
      expect(docker(['image', 'inspect', '-f', '{{.Config.User}}', tag])).toBe('node');
      const id = docker(['run', '-d', '-P', tag]);
      cleanups.push(() => docker(['rm', '-f', id]));
      await until(
        () => docker(['inspect', '-f', '{{.State.Health.Status}}', id]) === 'healthy',
        'healthy',
        180_000,
      );
      const port = docker(['port', id, '5173/tcp']).split('\n')[0]?.split(':').pop();
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
      docker(['stop', '--time', '30', id]);
      expect(docker(['inspect', '-f', '{{.State.ExitCode}}', id])).toBe('0');
    },
    1_200_000,
  );

  it.skipIf(!compose)(
    'compose runs the app beside Debian PostgreSQL until both are healthy',
    () => {
      const env = { KIOSK_DB_PASSWORD: randomBytes(12).toString('hex') };
      cleanups.push(() => docker(['compose', '-p', project, 'down', '--volumes', '--rmi', 'local'], env));
      docker(['compose', '-p', project, 'up', '-d', '--build', '--wait', '--wait-timeout', '300'], env);
      const states = docker(['compose', '-p', project, 'ps', '--format', '{{.Service}} {{.Health}}'], env);
      expect(states.split('\n').sort()).toEqual(['app healthy', 'db healthy']);
    },
    1_200_000,
  );
});

import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, nextIp } from './support/api.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { REPO_ROOT, startTestServer } from './support/test-server.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database?.drop());

function createUser(args: string[]) {
  return spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'server/src/cli/create-user.ts', ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
    },
  );
}

describe('production safety', () => {
  it('refuses to start while a demo account has its seed password', async () => {
    await expect(
      startTestServer({ databaseUrl: database.url, env: { NODE_ENV: 'production' } }),
    ).rejects.toThrow(/demo accounts still have their published passwords/);
  });

  it('user:create makes a real account that can sign in, and refuses common passwords', async () => {
    const weak = createUser(['--email', 'owner@bufe.com.tr', '--role', 'admin', '--password', 'password123']);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('too common');
    const made = createUser(['--email', 'owner@bufe.com.tr', '--role', 'admin']);
    expect(made.status).toBe(0);
    const password = /with the password: (\S+)/.exec(made.stdout)?.[1];
    expect(password).toBeTruthy();
    const server = await startTestServer({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
    try {
      const res = await api(server.urls.admin).signIn('owner@bufe.com.tr', password as string, nextIp());
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe('admin');
    } finally {
      await server.stop();
    }
    const twice = createUser([
      '--email',
      'owner@bufe.com.tr',
      '--role',
      'admin',
      '--password',
      'Another-Good-1',
    ]);
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain('--reset');
  });
});

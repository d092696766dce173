import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TERMINAL } from '../src/db/seed/demo-accounts.js';
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

describe('production safety: the demo CLOUD token', () => {
  it('refuses to start while a terminal has the published demo token, naming it and the command that rotates it', async () => {
    const own = await createTestDatabase({ seeded: true });
    try {
      // The demo passwords are dealt with; only the terminal's token is left.
      const db = own.connect();
      try {
        await db.db.updateTable('users').set({ is_disabled: true }).execute();
        await db.db.updateTable('kiosk_users').set({ is_active: false }).execute();
      } finally {
        await db.close();
      }
      const env = { DATABASE_URL: own.url };
      await expect(
        startTestServer({ databaseUrl: own.url, env: { NODE_ENV: 'production' } }),
      ).rejects.toThrow(
        new RegExp(
          `card terminal ${DEMO_TERMINAL.serialNumber} \\(Kasa Yanı Terminal\\) still uses the published demo CLOUD token.*npm run pos:rotate-token -- ${DEMO_TERMINAL.serialNumber}`,
        ),
      );
      const rotated = spawnSync(
        process.execPath,
        [
          '--conditions=source',
          '--import',
          'tsx',
          'server/src/cli/rotate-pos-token.ts',
          DEMO_TERMINAL.serialNumber,
        ],
        { cwd: REPO_ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
      );
      expect(rotated.status, rotated.stderr).toBe(0);
      const server = await startTestServer({ databaseUrl: own.url, env: { NODE_ENV: 'production' } });
      await server.stop();
    } finally {
      await own.drop();
    }
  });
});

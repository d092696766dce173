import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.js';
import { type RunningServer, startServer } from '../../src/runtime.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface TestServer extends RunningServer {
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/** The real server in-process on free ports, on its own database (or a given one). */
export async function startTestServer(
  options: { seeded?: boolean; databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const testDatabase = options.databaseUrl
    ? {
        url: options.databaseUrl,
        name: '',
        connect: () => {
          throw new Error('shared database');
        },
        drop: async () => {},
      }
    : await createTestDatabase({ seeded: options.seeded ?? true });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      KIOSK_PORT: '0',
      ADMIN_PORT: '0',
      SALE_PORT: '0',
      DATABASE_URL: options.databaseUrl ?? testDatabase.url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ...options.env,
    },
    REPO_ROOT,
  );
  const server = await startServer(config, pino({ level: 'silent' }));
  return {
    ...server,
    testDatabase: testDatabase as TestDatabase,
    async close() {
      await server.stop();
      await testDatabase.drop();
    },
  };
}

export const appsDir = path.join(REPO_ROOT, 'apps');

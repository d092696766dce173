import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.js';
import { DEMO_ACCOUNTS, DEMO_KIOSK } from '../src/db/seed/demo-accounts.js';
import { repositories } from '../src/repositories/index.js';
import { workingDemoSignIns } from '../src/services/demo-accounts.service.js';
import { startBanner } from '../src/start-banner.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// The start banner used to print every demo sign-in of the seed, also after their passwords were
// changed: it prints only the ones that still work as published.
let database: TestDatabase;
let connection: ReturnType<TestDatabase['connect']>;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  connection = database.connect();
});
afterAll(async () => {
  await connection?.close();
  await database?.drop();
});

const urls = {
  kiosk: 'http://localhost:5173',
  admin: 'http://localhost:5174',
  sale: 'http://localhost:5175',
};

describe('the start banner', () => {
  it('prints every demo sign-in of a fresh seed, with the kiosk PIN, and the API docs when served', async () => {
    const demoSignIns = await workingDemoSignIns(repositories(connection.db));
    const banner = startBanner({ urls, apiDocs: true, demoSignIns, readySeconds: 1 });
    for (const account of DEMO_ACCOUNTS) expect(banner).toContain(`${account.email} / ${account.password}`);
    expect(banner).toContain(
      `${DEMO_KIOSK.username} / ${DEMO_KIOSK.password} (PIN ${DEMO_KIOSK.pin}, K-DEMO0001)`,
    );
    expect(banner).toContain('http://localhost:5174/api/docs');
  });

  it('leaves out the sign-ins whose password or PIN was changed, a disabled account and the docs when off', async () => {
    const [superAdmin, admin, cashier] = DEMO_ACCOUNTS as [
      (typeof DEMO_ACCOUNTS)[0],
      (typeof DEMO_ACCOUNTS)[0],
      (typeof DEMO_ACCOUNTS)[0],
    ];
    const db = connection.db;
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Yeni-Yonetici-2026!') })
      .where('email', '=', admin.email)
      .execute();
    await db.updateTable('users').set({ is_disabled: true }).where('email', '=', cashier.email).execute();
    const newPin = createHash('sha256').update('39174628').digest('hex');
    await db
      .updateTable('kiosk_users')
      .set({ pin_hash: await hashPassword(newPin) })
      .where('username', '=', DEMO_KIOSK.username)
      .execute();
    const demoSignIns = await workingDemoSignIns(repositories(db));
    const banner = startBanner({ urls, apiDocs: false, demoSignIns, readySeconds: 1 });
    expect(banner).toContain(`${superAdmin.email} / ${superAdmin.password}`);
    expect(banner).not.toContain(admin.email);
    expect(banner).not.toContain(cashier.email);
    expect(banner).toContain(`${DEMO_KIOSK.username} / ${DEMO_KIOSK.password} (K-DEMO0001)`);
    expect(banner).not.toContain('PIN');
    expect(banner).not.toContain('/api/docs');

    await db.updateTable('users').set({ is_disabled: true }).execute();
    await db
      .updateTable('kiosk_users')
      .set({ password_hash: await hashPassword('Yeni-Kiosk-2026!') })
      .execute();
    const none = startBanner({
      urls,
      apiDocs: false,
      demoSignIns: await workingDemoSignIns(repositories(db)),
      readySeconds: 1,
    });
    expect(none).not.toContain('Demo sign-ins');
  });
});

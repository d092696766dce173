import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../src/db/migrate.js';
import { PosDeviceRepository } from '../src/repositories/pos-device.repository.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// Migration 20261130000600 (issue 36): the device state a serving node writes moves out of the
// device rows central edits into pos_device_state / printer_state, carrying today's values over.
const DEVICE_STATE = '20261130000600_device_state.sql';

let database: TestDatabase;
let before: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.connect();
  await sql`DROP SCHEMA public CASCADE`.execute(db);
  await sql`CREATE SCHEMA public`.execute(db);
  // the release before: every migration older than the device state's
  before = await mkdtemp(join(tmpdir(), 'device-state-'));
  for (const file of await migrationFiles()) {
    if (file < DEVICE_STATE) await symlink(join(MIGRATIONS_DIR, file), join(before, file));
  }
  await migrate(db, () => {}, before);
});
afterAll(async () => {
  await database?.drop();
  if (before) await rm(before, { recursive: true, force: true });
});

describe('migration 20261130000600 (device state)', () => {
  it('carries each terminal`s sequence and connection and each printer`s status over, and drops the columns', async () => {
    const { db } = database.connect();
    const connectedAt = new Date('2026-11-30T09:15:00Z');
    const since = new Date('2026-11-30T10:00:00Z');
    const terminals = await sql<{ id: string }>`
      INSERT INTO pos_devices (kiosk_device_id, pos_serial_number, fingerprint, connection_status,
                               last_connected_at, last_sequence)
      VALUES ('k-1', 'PAX-1', 'fp', 'connected', ${connectedAt}, 41), ('k-2', 'PAX-2', 'fp', DEFAULT, NULL, DEFAULT)
      RETURNING id`.execute(db);
    const [busy, idle] = terminals.rows.map((r) => r.id);
    const printer = await sql<{ id: string }>`
      INSERT INTO printers (name, host, status, status_since, last_error)
      VALUES ('Mutfak', '127.0.0.1', 'paper_out', ${since}, 'kağıt yok') RETURNING id`.execute(db);

    expect(await migrate(db)).toContain(DEVICE_STATE.replace(/\.sql$/, ''));

    const states = await db
      .selectFrom('pos_device_state')
      .selectAll()
      .orderBy('last_sequence', 'desc')
      .execute();
    expect(states.map((s) => [s.pos_device_id, s.connection_status, Number(s.last_sequence)])).toEqual([
      [busy, 'connected', 41],
      [idle, 'disconnected', 0],
    ]);
    expect(states[0]?.last_connected_at?.toISOString()).toBe(connectedAt.toISOString());
    const printerState = await db.selectFrom('printer_state').selectAll().executeTakeFirstOrThrow();
    expect(printerState).toMatchObject({
      printer_id: printer.rows[0]?.id,
      status: 'paper_out',
      last_error: 'kağıt yok',
    });
    expect(printerState.status_since.toISOString()).toBe(since.toISOString());
    const left = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns
       WHERE table_name IN ('pos_devices', 'printers')
         AND column_name IN ('connection_status', 'last_connected_at', 'last_sequence', 'status',
                             'status_since', 'last_error')`.execute(db);
    expect(left.rows).toEqual([]);

    // the next sequence goes on from the carried value, in the one compare-and-set statement
    const devices = new PosDeviceRepository(db);
    expect(await devices.nextSequence(busy as string)).toBe(42);
    expect(await devices.nextSequence(busy as string, 100)).toBe(100);
    expect(await devices.nextSequence(busy as string, 50)).toBe(101);
    // a new terminal has no state row yet: concurrent first sales make it once and never share a number
    const { id: fresh } = await db
      .insertInto('pos_devices')
      .values({ kiosk_device_id: 'k-3', pos_serial_number: 'PAX-3', fingerprint: 'fp' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const taken = await Promise.all(Array.from({ length: 8 }, () => devices.nextSequence(fresh)));
    expect(taken.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await expect(devices.nextSequence('00000000-0000-0000-0000-000000000000')).rejects.toThrow();
  });
});

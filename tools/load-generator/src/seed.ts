import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import type { Fixtures } from './config.js';

export interface PeakCounts {
  stores: number;
  kiosksPerStore: number;
  boardsPerStore: number;
  tillsPerStore: number;
  kitchensPerStore: number;
}

export const PEAK_COUNTS: PeakCounts = {
  stores: 500,
  kiosksPerStore: 3,
  boardsPerStore: 1,
  tillsPerStore: 1,
  kitchensPerStore: 1,
};

/** A card terminal (a simulator) the seed points one kiosk or till at. */
export interface Terminal {
  port: number;
  serialNumber: string;
  host?: string;
}

const KIOSK_PASSWORD = 'Peak-Kiosk-2026!';
const STAFF_PASSWORD = 'Peak-Staff-2026!';

/** As the server hashes passwords (argon2id, OWASP parameters): one hash per kind, shared by the accounts. */
const hashOf = (password: string) =>
  hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });

/** What the seed's steps share: the open transaction, the run's tag, the stores and the hashes. */
interface Seeding {
  client: pg.Client;
  run: string;
  businessId: string;
  storeIds: string[];
  kioskHash: string;
  staffHash: string;
}

/** `perStore` device accounts (kiosks or boards) in every store. */
async function insertDevices(s: Seeding, kind: 'kiosk' | 'board', perStore: number) {
  const names = s.storeIds.flatMap((_, store) =>
    Array.from({ length: perStore }, (_, k) => `peak-${kind}-${s.run}-${store}-${k}`),
  );
  const rows = await s.client.query<{ id: string; username: string }>(
    `INSERT INTO kiosk_users (username, password_hash, business_id, store_id, public_id, device_name, payment_mode)
     SELECT u, $2, $3, s, 'K-' || $5 || lpad(n::text, 4, '0'), u, 'REST'
       FROM unnest($1::text[], $4::uuid[]) WITH ORDINALITY AS t(u, s, n)
     RETURNING id, username`,
    [
      names,
      s.kioskHash,
      s.businessId,
      names.map((_, i) => s.storeIds[Math.floor(i / perStore)]),
      // public ids are K- and 8 capitals or digits
      `${kind === 'kiosk' ? 'K' : 'B'}${s.run.slice(0, 3).toUpperCase()}`,
    ],
  );
  const byName = new Map(rows.rows.map((r) => [r.username, r.id]));
  return names.map((username, i) => ({
    username,
    id: byName.get(username) ?? '',
    storeIndex: Math.floor(i / perStore),
  }));
}

/** One terminal per kiosk (linked as its primary) and per till (the store's); their ids in that order. */
async function insertTerminals(
  s: Seeding,
  terminals: Terminal[],
  kiosks: Array<{ id: string; storeIndex: number }>,
  tills: number,
  tillsPerStore: number,
): Promise<string[]> {
  const rows = [
    ...kiosks.map((k) => ({ kioskId: k.id as string | null, storeIndex: k.storeIndex })),
    ...Array.from({ length: tills }, (_, i) => ({
      kioskId: null,
      storeIndex: Math.floor(i / tillsPerStore),
    })),
  ];
  const pos = await s.client.query<{ id: string; kiosk_device_id: string }>(
    `INSERT INTO pos_devices (kiosk_device_id, pos_serial_number, serial_number, fingerprint, device_name,
                              kiosk_id, store_id, ip_address, port)
     SELECT 'KD-P' || $6 || '-' || n, serial, serial, 'PEAK-' || $6 || '-' || n, 'Peak terminal ' || n,
            kiosk, store, host, port
       FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::text[], $5::int[]) WITH ORDINALITY
            AS t(serial, kiosk, store, host, port, n)
     RETURNING id, kiosk_device_id`,
    [
      rows.map((_, i) => terminals[i]?.serialNumber),
      rows.map((t) => t.kioskId),
      rows.map((t) => s.storeIds[t.storeIndex]),
      rows.map((_, i) => terminals[i]?.host ?? '127.0.0.1'),
      rows.map((_, i) => terminals[i]?.port),
      s.run,
    ],
  );
  const byN = new Map(pos.rows.map((r) => [Number(r.kiosk_device_id.split('-').at(-1)), r.id]));
  const ids = rows.map((_, i) => byN.get(i + 1) ?? '');
  await s.client.query(
    `INSERT INTO kiosk_pos_devices (kiosk_user_id, pos_device_id, is_primary)
     SELECT k, p, true FROM unnest($1::uuid[], $2::uuid[]) AS t(k, p)`,
    [kiosks.map((k) => k.id), ids.slice(0, kiosks.length)],
  );
  return ids;
}

/** `perStore` cashiers (tills or kitchen staff) working at every store (user_stores). */
async function insertPeople(s: Seeding, kind: 'till' | 'kitchen', perStore: number) {
  const emails = s.storeIds.flatMap((_, store) =>
    Array.from({ length: perStore }, (_, k) => `peak-${kind}-${s.run}-${store}-${k}@load.local`),
  );
  const rows = await s.client.query<{ id: string; email: string }>(
    `INSERT INTO users (email, password_hash, role, email_confirmed, display_name)
     SELECT e, $2, 'cashier', true, e FROM unnest($1::text[]) AS t(e) RETURNING id, email`,
    [emails, s.staffHash],
  );
  const byEmail = new Map(rows.rows.map((r) => [r.email, r.id]));
  const list = emails.map((email, i) => ({
    email,
    id: byEmail.get(email) ?? '',
    storeIndex: Math.floor(i / perStore),
  }));
  await s.client.query(
    `INSERT INTO user_stores (user_id, store_id) SELECT u, s FROM unnest($1::uuid[], $2::uuid[]) AS t(u, s)`,
    [list.map((p) => p.id), list.map((p) => s.storeIds[p.storeIndex])],
  );
  return list;
}

/**
 * Writes a chain's accounts straight into a migrated (and demo-seeded: its menu) database, in one
 * transaction: `counts.stores` stores, each with its kiosks (a terminal each), boards, tills (a
 * terminal each, a cashier each) and kitchen staff, plus one admin; then the fixtures JSON the
 * generator signs in with. `terminals` needs one per kiosk and till (kiosks first).
 */
export async function seedPeakFixtures(
  databaseUrl: string,
  terminals: Terminal[],
  counts: PeakCounts = PEAK_COUNTS,
  out?: string,
): Promise<Fixtures> {
  const tillCount = counts.stores * counts.tillsPerStore;
  const needed = counts.stores * counts.kiosksPerStore + tillCount;
  if (terminals.length < needed) throw new Error(`seed needs ${needed} terminals, got ${terminals.length}`);
  const [kioskHash, staffHash] = await Promise.all([hashOf(KIOSK_PASSWORD), hashOf(STAFF_PASSWORD)]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const business = await client.query<{ id: string }>(
      `INSERT INTO businesses (name) VALUES ('Peak Zinciri') RETURNING id`,
    );
    const stores = await client.query<{ id: string; name: string }>(
      `INSERT INTO stores (name, business_id)
       SELECT 'Peak şube ' || i, $1 FROM generate_series(1, $2::int) i ORDER BY i RETURNING id, name`,
      [business.rows[0]?.id, counts.stores],
    );
    const s: Seeding = {
      client,
      run: randomUUID().slice(0, 8),
      businessId: business.rows[0]?.id ?? '',
      storeIds: stores.rows.map((row) => row.id),
      kioskHash,
      staffHash,
    };
    const kiosks = await insertDevices(s, 'kiosk', counts.kiosksPerStore);
    const boards = await insertDevices(s, 'board', counts.boardsPerStore);
    const posIds = await insertTerminals(s, terminals, kiosks, tillCount, counts.tillsPerStore);
    const tills = (await insertPeople(s, 'till', counts.tillsPerStore)).map((t, i) => ({
      ...t,
      posDeviceId: posIds[kiosks.length + i] ?? '',
    }));
    const kitchens = await insertPeople(s, 'kitchen', counts.kitchensPerStore);
    const admin = { email: `peak-admin-${s.run}@load.local`, password: STAFF_PASSWORD };
    await client.query(
      `INSERT INTO users (email, password_hash, role, email_confirmed, display_name)
       VALUES ($1, $2, 'admin', true, 'Peak admin')`,
      [admin.email, staffHash],
    );
    await client.query('COMMIT');
    const fixtures: Fixtures = {
      kioskPassword: KIOSK_PASSWORD,
      staffPassword: STAFF_PASSWORD,
      stores: stores.rows,
      kiosks,
      boards,
      tills,
      kitchens,
      admin,
    };
    if (out) await writeFile(out, `${JSON.stringify(fixtures)}\n`);
    return fixtures;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

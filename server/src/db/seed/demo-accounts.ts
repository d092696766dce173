import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import type { DB } from '../schema.js';
import { stableUuid } from './seed-ids.js';

/** Demo sign-ins, business, store and kiosk device of the demo outlet. */

type DemoRole = 'super_admin' | 'admin' | 'cashier';

export interface DemoAccount {
  role: DemoRole;
  email: string;
  password: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'super_admin', email: 'super@kiosk.local', password: 'Demo-Super-2026!' },
  { role: 'admin', email: 'admin@kiosk.local', password: 'Demo-Admin-2026!' },
  { role: 'cashier', email: 'kasiyer@kiosk.local', password: 'Demo-Kasiyer-2026!' },
];

/** The demo cashier's till PIN (README; refused in production like the demo passwords). */
export const DEMO_TILL_PIN = '1234';

export const DEMO_KIOSK: {
  username: string;
  password: string;
  pin: string;
  publicId: string;
  fingerprint: string;
} = {
  username: 'kiosk-kadikoy-01',
  password: 'Demo-Kiosk-2026!',
  pin: '24681357',
  publicId: 'K-DEMO0001',
  fingerprint: 'KIOSK-DEMO-0001',
};

const DISPLAY_NAMES: Record<DemoRole, string> = {
  super_admin: 'Süper Yönetici',
  admin: 'Mağaza Yöneticisi',
  cashier: 'Kasiyer',
};

const DEMO_BUSINESS_ID = stableUuid('business', 'demo-bufe');
const DEMO_STORE_ID = stableUuid('store', 'kadikoy');

export interface DemoSecrets {
  passwordHashes: string[];
  pinHash: string;
  kioskPasswordHash: string;
  tillPinHash: string;
}

/** Hash the demo passwords and the kiosk PIN (done before the transaction: it takes a moment). */
export async function hashDemoSecrets(): Promise<DemoSecrets> {
  // The kiosk app sends the SHA-256 of the PIN (spec); the server stores argon2id of that.
  const pinSha = createHash('sha256').update(DEMO_KIOSK.pin).digest('hex');
  const [pinHash, kioskPasswordHash, tillPinHash, ...passwordHashes] = await Promise.all([
    hashPassword(pinSha),
    hashPassword(DEMO_KIOSK.password),
    hashPassword(DEMO_TILL_PIN),
    ...DEMO_ACCOUNTS.map((account) => hashPassword(account.password)),
  ]);
  return {
    passwordHashes,
    pinHash: pinHash ?? '',
    kioskPasswordHash: kioskPasswordHash ?? '',
    tillPinHash: tillPinHash ?? '',
  };
}

export async function insertDemoAccounts(trx: Transaction<DB>, secrets: DemoSecrets): Promise<void> {
  await trx
    .insertInto('users')
    .values(
      DEMO_ACCOUNTS.map((account, i) => ({
        id: stableUuid('user', account.email),
        email: account.email,
        password_hash: secrets.passwordHashes[i] ?? '',
        role: account.role,
        email_confirmed: true,
        display_name: DISPLAY_NAMES[account.role],
        till_pin_hash: account.role === 'cashier' ? secrets.tillPinHash : null,
      })),
    )
    .execute();
  await trx
    .insertInto('businesses')
    .values({
      id: DEMO_BUSINESS_ID,
      name: 'Demo Büfe',
      tax_number: '1234567890',
      address: 'Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy/İstanbul',
      phone: '+90 216 555 01 01',
      email: 'info@kiosk.local',
    })
    .execute();
  await trx
    .insertInto('stores')
    .values({
      id: DEMO_STORE_ID,
      name: 'Kadıköy Şubesi',
      business_id: DEMO_BUSINESS_ID,
      address: 'Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy/İstanbul',
      phone: '+90 216 555 01 02',
    })
    .execute();
  await trx
    .insertInto('kiosk_users')
    .values({
      id: stableUuid('kiosk', DEMO_KIOSK.publicId),
      username: DEMO_KIOSK.username,
      password_hash: secrets.kioskPasswordHash,
      pin_hash: secrets.pinHash,
      device_name: 'Kiosk 1',
      device_fingerprint: DEMO_KIOSK.fingerprint,
      device_fingerprint_hash: createHash('sha256').update(DEMO_KIOSK.fingerprint).digest('hex'),
      business_id: DEMO_BUSINESS_ID,
      store_id: DEMO_STORE_ID,
      public_id: DEMO_KIOSK.publicId,
      payment_mode: 'REST',
      location: 'Giriş, kasa yanı',
      note: 'Demo kiosk',
    })
    .execute();
  // The demo card terminal: the simulator `npm start` runs on this machine (port 4567).
  const posId = stableUuid('pos', DEMO_TERMINAL.serialNumber);
  await trx
    .insertInto('pos_devices')
    .values({
      id: posId,
      kiosk_device_id: 'KD-DEMO0001',
      pos_serial_number: DEMO_TERMINAL.serialNumber,
      serial_number: DEMO_TERMINAL.serialNumber,
      fingerprint: DEMO_TERMINAL.fingerprint,
      device_name: 'Kasa Yanı Terminal',
      device_model: 'Pavo N86 (simülatör)',
      kiosk_id: stableUuid('kiosk', DEMO_KIOSK.publicId),
      ip_address: '127.0.0.1',
      port: 4567,
      metadata: JSON.stringify({ simulator: true }),
      // The published demo token (a production start refuses it: `npm run pos:rotate-token`).
      cloud_token_sha256: createHash('sha256').update(DEMO_TERMINAL.cloudToken).digest('hex'),
    })
    .execute();
  await trx
    .insertInto('kiosk_pos_devices')
    .values({
      kiosk_user_id: stableUuid('kiosk', DEMO_KIOSK.publicId),
      pos_device_id: posId,
      is_primary: true,
    })
    .execute();
}

/** The demo kiosk's card terminal (served by tools/terminal-simulator). */
export const DEMO_TERMINAL = {
  serialNumber: 'PAV-SIM-0001',
  fingerprint: 'KIOSK-DEMO-0001',
  /**
   * The token the terminal presents in CLOUD mode (its WebSocket to the server). Published, so a
   * production start refuses it; real terminals get a server-made token (admin or CLI rotation).
   */
  cloudToken: 'demo-cloud-token',
};

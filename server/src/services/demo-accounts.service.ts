import { createHash } from 'node:crypto';
import { cloudTokenHash } from '../auth/cloud-token.js';
import { verifyPassword } from '../auth/passwords.js';
import { DEMO_TERMINAL } from '../db/seed/demo-accounts.js';
import { DEMO_ACCOUNTS, DEMO_KIOSK } from '../db/seed/seed-demo-outlet.js';
import type { Repositories } from '../repositories/index.js';

/** A demo sign-in that still works as published (README): its account is enabled and has the password. */
export interface DemoSignIn {
  role: string;
  login: string;
  password: string;
  /** The kiosk's staff PIN, when it is still the published one. */
  pin?: string;
  publicId?: string;
}

/** The demo sign-ins whose published password still signs in (the start banner prints only these). */
export async function workingDemoSignIns(repos: Repositories): Promise<DemoSignIn[]> {
  const users = repos.user;
  const working: DemoSignIn[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await users.findByEmail(account.email);
    if (user && !user.is_disabled && (await verifyPassword(user.password_hash, account.password)))
      working.push({ role: account.role, login: account.email, password: account.password });
  }
  const kioskUsers = repos.kioskUser;
  const kiosk = await kioskUsers.findByUsername(DEMO_KIOSK.username);
  if (kiosk?.is_active && (await verifyPassword(kiosk.password_hash, DEMO_KIOSK.password))) {
    const pinHash = await kioskUsers.pinHash(kiosk.id);
    const pinSha256 = createHash('sha256').update(DEMO_KIOSK.pin).digest('hex');
    const pinWorks = pinHash !== null && (await verifyPassword(pinHash, pinSha256));
    working.push({
      role: 'kiosk',
      login: DEMO_KIOSK.username,
      password: DEMO_KIOSK.password,
      publicId: kiosk.public_id,
      ...(pinWorks ? { pin: DEMO_KIOSK.pin } : {}),
    });
  }
  return working;
}

/** In production the server refuses to start while a demo account still has its seed password. */
export async function assertNoDemoPasswords(repos: Repositories): Promise<void> {
  const still = (await workingDemoSignIns(repos)).map((s) =>
    s.role === 'kiosk' ? `kiosk ${s.login}` : s.login,
  );
  if (still.length > 0) {
    throw new Error(
      `Refusing to start in production: demo accounts still have their published passwords (${still.join(', ')}). ` +
        'Change their passwords, disable them, or start from a database without the demo seed (SEED_DEMO=false).',
    );
  }
}

/**
 * In production the server refuses to start while an active card terminal still signs in with the
 * published demo CLOUD token: anyone could connect as that terminal and take its sales.
 */
export async function assertNoDemoCloudTokens(repos: Repositories): Promise<void> {
  const terminals = await repos.posDevice.withCloudTokenHash([cloudTokenHash(DEMO_TERMINAL.cloudToken)]);
  if (terminals.length === 0) return;
  const named = terminals
    .map((t) => (t.device_name ? `${t.pos_serial_number} (${t.device_name})` : t.pos_serial_number))
    .join(', ');
  const first = terminals[0]?.pos_serial_number ?? '';
  throw new Error(
    `Refusing to start in production: card terminal ${named} still uses the published demo CLOUD token. ` +
      `Rotate its token with \`npm run pos:rotate-token -- ${first}\` (it prints the new token once; set it on the terminal), ` +
      'or deactivate the terminal.',
  );
}

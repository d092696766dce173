import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1). `Algorithm` is an ambient const enum
 * that `isolatedModules` cannot read, so its Argon2id member (2) is written as a literal.
 */
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. Without a hash (unknown account) it still runs one
 * argon2 verification, so an unknown e-mail takes as long as a wrong password.
 */
export async function verifyPassword(stored: string | undefined | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('timing-equaliser-not-a-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

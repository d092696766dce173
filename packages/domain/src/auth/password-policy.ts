import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

export type PasswordProblem = 'password_too_short' | 'password_too_long' | 'password_too_common';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  password_too_short: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  password_too_long: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  password_too_common: 'This password is too common; choose one that is harder to guess',
};

/** Checks a new password: length, and not on the list of common passwords. */
export function checkNewPassword(password: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  if (commonPasswords().has(password.toLowerCase())) return 'password_too_common';
  return undefined;
}

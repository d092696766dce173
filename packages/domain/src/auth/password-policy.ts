import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Why a new password is refused; the texts are in packages/i18n (`fleet.errors.<problem>`). */
export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordTooCommon';

/**
 * The one rule for every new password, of people and of kiosk devices, on every path (create,
 * reset, change; the admin's forms, the server, `user:create`): 8 to 128 characters, not on the
 * list of common passwords.
 */
export function checkNewPassword(password: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (commonPasswords().has(password.toLowerCase())) return 'passwordTooCommon';
  return undefined;
}

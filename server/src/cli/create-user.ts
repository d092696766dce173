// npm run user:create -- --email E --role R [--password P]
// Creates (or, with --reset, re-passwords) a user. Without --password it asks on a terminal, or
// generates a strong password and prints it once.
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { emailSchema } from '@kiosk/contracts';
import { checkNewPassword, USER_ROLES, type UserRole } from '@kiosk/domain';
import { tr } from '@kiosk/i18n';
import { hashPassword } from '../auth/passwords.js';
import { PublishedSecrets } from '../auth/published-secrets.js';
import { connectDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { repositories } from '../repositories/index.js';
import { openDatabase } from './open-database.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function generatePassword(): string {
  const base = randomBytes(12).toString('base64url');
  return `${base.slice(0, 4)}-${base.slice(4, 8)}-${base.slice(8)}-7a`;
}

async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('Password (empty to generate one): ');
  rl.close();
  return answer || undefined;
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'user' },
    password: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

const email = emailSchema.safeParse(values.email ?? '');
if (!email.success) fail('Give a valid --email.');
if (!USER_ROLES.includes(values.role as UserRole)) fail(`--role must be one of: ${USER_ROLES.join(', ')}.`);
const role = values.role as UserRole;

let password = values.password ?? (await askPassword());
const generated = password === undefined;
password ??= generatePassword();
const problem = checkNewPassword(password);
// the server's text for the one password rule (Turkish, the default language) and its code
if (problem) fail(`${tr.fleet.errors[problem]} (${problem})`);
if (new PublishedSecrets(process.env.NODE_ENV === 'production').password(password))
  fail(`${tr.fleet.errors.passwordPublished} (passwordPublished)`);

const { url, embedded } = await openDatabase();
const database = connectDatabase(url, 2);
try {
  await migrate(database.db);
  const users = repositories(database.db).user;
  const existing = await users.findByEmail(email.data);
  const passwordHash = await hashPassword(password);
  if (existing && !values.reset)
    fail(`A user with the e-mail ${email.data} exists; add --reset to set a new password and role.`);
  if (existing) {
    await users.update(existing.id, {
      password_hash: passwordHash,
      role,
      email_confirmed: true,
      is_disabled: false,
    });
  } else {
    await users.create({ email: email.data, passwordHash, role, emailConfirmed: true });
  }
  process.stdout.write(
    `${existing ? 'Updated' : 'Created'} ${role} ${email.data}${generated ? ` with the password: ${password}` : ''}\n`,
  );
} finally {
  await database.close();
  await embedded?.stop();
}

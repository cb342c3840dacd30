import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { object } from 'yup';
import type { Config } from '../../../config.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { UsersRepository } from '../../repositories/usersRepository.ts';
import { email, newPassword } from '../../validation/rules.ts';

const adminSchema = object({ email: email(), password: newPassword() });

/** A random password that meets the product's password rule. */
export function generatePassword(): string {
  return `Gv${randomBytes(12).toString('base64url')}7a`;
}

/**
 * Makes sure an admin exists: the one named by ADMIN_EMAIL / ADMIN_PASSWORD, or on a database
 * without any user a fresh admin@example.com whose random password is printed once.
 */
export async function bootstrapAdmin(config: Config, users: UsersRepository, log: Logger): Promise<void> {
  if ((await users.countAdmins()) > 0) return;
  const now = new Date().toISOString();
  if (config.adminEmail && config.adminPassword) {
    const admin = await adminSchema.validate({ email: config.adminEmail, password: config.adminPassword });
    const existing = await users.findByEmail(admin.email);
    const passwordHash = await hashPassword(admin.password);
    if (existing) await users.update(existing.id, { role: 'admin', passwordHash, endSessions: true, now });
    else await users.insert({ email: admin.email, passwordHash, role: 'admin', now });
    log.info({ event: 'admin.created' }, `Admin account ${admin.email} is ready`);
    return;
  }
  if ((await users.list()).length > 0) return;
  const password = generatePassword();
  await users.insert({
    email: 'admin@example.com',
    passwordHash: await hashPassword(password),
    role: 'admin',
    now,
  });
  console.log(
    `\n  Created the admin account admin@example.com with the password: ${password}\n` +
      '  It is shown only this once. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n',
  );
}

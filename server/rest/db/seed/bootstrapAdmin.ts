import { randomBytes } from 'node:crypto';

import type { Logger } from 'pino';
import { object } from 'yup';

import type { Config } from '../../../config.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { now } from '../../clock.ts';
import { maskedEmail } from '../../express/securityLog.ts';
import type { UsersRepository } from '../../repositories/usersRepository.ts';
import { email, newPassword } from '../../validation/rules.ts';

const adminSchema = object({ email: email(), password: newPassword() });

/** A random password that meets the product's password rule. */
export function generatePassword(): string {
  return `Gv${randomBytes(12).toString('base64url')}7a`;
}

/**
 * Makes sure an admin exists. With ADMIN_PASSWORD, ADMIN_EMAIL (admin@example.com unless set) is
 * created or promoted with that password. Without it, a database with no user at all gets that
 * admin with a random password, printed once; nothing is ever printed when the password was given.
 */
export async function bootstrapAdmin(config: Config, users: UsersRepository, log: Logger): Promise<void> {
  if ((await users.countAdmins()) > 0) return;
  const stamp = now();
  if (config.adminPassword) {
    const admin = await adminSchema.validate({ email: config.adminEmail, password: config.adminPassword });
    const existing = await users.findByEmail(admin.email);
    const passwordHash = await hashPassword(admin.password);
    if (existing)
      await users.update(existing.id, { role: 'admin', passwordHash, endSessions: true, now: stamp });
    else
      await users.insert({
        email: admin.email,
        passwordHash,
        role: 'admin',
        emailVerified: true,
        now: stamp,
      });
    log.info({ event: 'admin.created' }, `Admin account ${maskedEmail(admin.email)} is ready`);
    return;
  }
  if ((await users.list()).length > 0) {
    log.warn({ event: 'admin.missing' }, 'No admin account exists: set ADMIN_PASSWORD to create one');
    return;
  }
  const admin = await adminSchema.validate({ email: config.adminEmail, password: generatePassword() });
  await users.insert({
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    role: 'admin',
    emailVerified: true,
    now: stamp,
  });
  console.log(
    `\n  Created the admin account ${admin.email} with the password: ${admin.password}\n` +
      '  It is shown only this once. Set ADMIN_PASSWORD (and ADMIN_EMAIL) to choose your own.\n',
  );
}

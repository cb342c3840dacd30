import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { ResetMail } from '../../support/mail.ts';
import { readMail, resetLinkOf } from '../../support/mail.ts';
import { e2eDataDir } from './e2eDataDir.ts';

/**
 * The newest password reset mail to `email` in the outbox of the end-to-end server at `baseURL`,
 * or undefined while there is none (the server sends mail after it answered).
 */
export async function latestResetMail(baseURL: string, email: string): Promise<ResetMail | undefined> {
  const dir = path.join(e2eDataDir(new URL(baseURL).port), 'outbox');
  const names = await readdir(dir).catch(() => []);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => readMail(await readFile(path.join(dir, name)), name)),
  );
  const mail = mails.filter((message) => message.to.includes(email)).at(-1);
  return mail && resetLinkOf(mail);
}

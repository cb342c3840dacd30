import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { ResetMail } from '../../support/mail.ts';
import type { ReadMail } from '../../support/mail.ts';
import { readMail, resetLinkOf, undoLinkOf } from '../../support/mail.ts';
import { e2eDataDir } from './e2eDataDir.ts';

/** The newest mail to `email` in the outbox of the end-to-end server at `baseURL`, if any. */
async function latestMailTo(baseURL: string, email: string): Promise<ReadMail | undefined> {
  const dir = path.join(e2eDataDir(new URL(baseURL).port), 'outbox');
  const names = await readdir(dir).catch(() => []);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => readMail(await readFile(path.join(dir, name)), name)),
  );
  return mails.filter((message) => message.to.includes(email)).at(-1);
}

/**
 * The newest password reset mail to `email`, or undefined while there is none (the server sends
 * mail after it answered).
 */
export async function latestResetMail(baseURL: string, email: string): Promise<ResetMail | undefined> {
  const mail = await latestMailTo(baseURL, email);
  return mail && resetLinkOf(mail);
}

/** The newest mail to an old address after an email change, with its undo link, if any yet. */
export async function latestUndoMail(baseURL: string, email: string): Promise<ResetMail | undefined> {
  const mail = await latestMailTo(baseURL, email);
  return mail && undoLinkOf(mail);
}

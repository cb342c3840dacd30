import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { ReadMail, ResetMail } from '../../support/mail.ts';
import { newestWith, readMail, resetLinkOf, undoLinkOf, verificationLinkOf } from '../../support/mail.ts';
import { e2eDataDir } from './e2eDataDir.ts';

/** The mails to `email` in the outbox of the end-to-end server at `baseURL`, oldest first. */
async function mailsTo(baseURL: string, email: string): Promise<ReadMail[]> {
  const dir = path.join(e2eDataDir(new URL(baseURL).port), 'outbox');
  const names = await readdir(dir).catch(() => []);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => readMail(await readFile(path.join(dir, name)), name)),
  );
  return mails.filter((message) => message.to.includes(email));
}

/** What `read` finds in the newest mail to `email` it finds anything in, or undefined while none has it. */
const newest = async <T>(baseURL: string, email: string, read: (mail: ReadMail) => T) =>
  newestWith(await mailsTo(baseURL, email), email, read);

/** The newest password reset mail to `email`. */
export const latestResetMail = (baseURL: string, email: string): Promise<ResetMail | undefined> =>
  newest(baseURL, email, resetLinkOf);

/** The newest mail to an old address after an email change, with its undo link. */
export const latestUndoMail = (baseURL: string, email: string): Promise<ResetMail | undefined> =>
  newest(baseURL, email, undoLinkOf);

/** The link of the newest email verification mail to `email`. */
export const verificationLink = (baseURL: string, email: string): Promise<string | undefined> =>
  newest(baseURL, email, (mail) => verificationLinkOf(mail).link);

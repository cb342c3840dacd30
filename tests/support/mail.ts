import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { AddressObject } from 'mailparser';
import { simpleParser } from 'mailparser';

import type { TestService } from './service.ts';

export interface ReadMail {
  file: string;
  from: string[];
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export type ResetMail<M extends ReadMail = ReadMail> = M & { link: string; token: string };

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ''),
  );

/** One message as a mail client reads it (headers decoded, bodies un-transfer-encoded). */
export async function readMail(raw: Buffer | string, file = ''): Promise<ReadMail> {
  const parsed = await simpleParser(raw);
  return {
    file,
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

/** Waits for the work the service's answers left running, then for its mail queue to empty. */
export async function mailSettled(service: TestService): Promise<void> {
  await service.running.app.rest.background.settled();
  await service.running.app.rest.mail.idle();
}

/** Every message in the service's outbox, in the order the file names sort (oldest first). */
export async function outbox(service: TestService): Promise<ReadMail[]> {
  const dir = service.config.outboxDir;
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => readMail(await readFile(path.join(dir, name)), path.join(dir, name))),
  );
}

/** Reads the link `pattern` finds in a message, and its token; throws when there is none. */
function linkReader(pattern: RegExp, what: string) {
  return <M extends ReadMail>(mail: M): ResetMail<M> => {
    const link = pattern.exec(mail.text)?.[0];
    if (!link) throw new Error(`no ${what} in ${mail.file}: ${mail.text}`);
    return { ...mail, link, token: new URL(link).searchParams.get('token') ?? '' };
  };
}

/** The reset link of a message and its token. */
export const resetLinkOf = linkReader(
  /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/,
  'reset link',
);

/** The link of a message to the old address after an email change, and its token. */
export const undoLinkOf = linkReader(
  /https?:\/\/[^\s"<>]+\/undo-email-change\?token=[A-Za-z0-9_-]+/,
  'undo link',
);

/** The link of an email verification message, and its token. */
export const verificationLinkOf = linkReader(
  /https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9_-]+/,
  'verification link',
);

/**
 * What `read` finds in the newest of `mails` to `email` it finds anything in: other mails (a
 * verification sent after a registration, say) may come between; undefined when none has it.
 */
export function newestWith<T>(mails: ReadMail[], email: string, read: (mail: ReadMail) => T): T | undefined {
  for (const mail of mails.filter((message) => message.to.includes(email)).reverse()) {
    try {
      return read(mail);
    } catch {
      // Another kind of mail: look at the one before.
    }
  }
  return undefined;
}

async function newestInOutbox<T>(
  service: TestService,
  email: string,
  read: (mail: ReadMail) => T,
  what: string,
) {
  const found = newestWith(await outbox(service), email, read);
  if (found === undefined) throw new Error(`no ${what} to ${email} in the outbox`);
  return found;
}

/** The newest message in the outbox addressed to `email` with a reset link. */
export const latestResetMail = (service: TestService, email: string): Promise<ResetMail> =>
  newestInOutbox(service, email, resetLinkOf, 'reset mail');

/** The newest message in the outbox addressed to `email` with an email verification link. */
export const latestVerificationMail = (service: TestService, email: string): Promise<ResetMail> =>
  newestInOutbox(service, email, verificationLinkOf, 'verification mail');

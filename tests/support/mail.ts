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

const resetLinkPattern = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/;

/** The reset link of a message and its token. */
export function resetLinkOf<M extends ReadMail>(mail: M): ResetMail<M> {
  const link = resetLinkPattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in ${mail.file}: ${mail.text}`);
  return { ...mail, link, token: new URL(link).searchParams.get('token') ?? '' };
}

const undoLinkPattern = /https?:\/\/[^\s"<>]+\/undo-email-change\?token=[A-Za-z0-9_-]+/;

/** The link of a message to the old address after an email change, and its token. */
export function undoLinkOf<M extends ReadMail>(mail: M): ResetMail<M> {
  const link = undoLinkPattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`no undo link in ${mail.file}: ${mail.text}`);
  return { ...mail, link, token: new URL(link).searchParams.get('token') ?? '' };
}

/** The newest message in the outbox addressed to `email`, with its reset link. */
export async function latestResetMail(service: TestService, email: string): Promise<ResetMail> {
  const mail = (await outbox(service)).filter((message) => message.to.includes(email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email} in the outbox`);
  return resetLinkOf(mail);
}

const verificationLinkPattern = /https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9_-]+/;

/** The newest message in the outbox addressed to `email`, with its email verification link. */
export async function latestVerificationMail(service: TestService, email: string): Promise<ResetMail> {
  const mail = (await outbox(service)).filter((message) => message.to.includes(email)).at(-1);
  const link = mail && verificationLinkPattern.exec(mail.text)?.[0];
  if (!mail || !link) throw new Error(`no verification mail to ${email} in the outbox`);
  return { ...mail, link, token: new URL(link).searchParams.get('token') ?? '' };
}

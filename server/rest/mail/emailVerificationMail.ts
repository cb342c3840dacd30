import type { MailMessage } from './mailTransport.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The email with a link that proves the address (text and a simple HTML part saying the same). */
export function emailVerificationMail(options: {
  to: string;
  siteName: string;
  link: string;
  validHours: number;
}): MailMessage {
  const { siteName, link, validHours } = options;
  const site = escapeHtml(siteName);
  const href = escapeHtml(link);
  return {
    to: options.to,
    subject: `Confirm your email address for ${siteName}`,
    text: [
      `This address was given for a ${siteName} account.`,
      '',
      'To confirm that it is yours, open this link and press the button on the page:',
      link,
      '',
      `The link works for ${validHours} hours and only once.`,
      'If you did not make this account, you can ignore this email.',
      '',
    ].join('\n'),
    html: [
      '<!doctype html>',
      `<html><body style="font-family: sans-serif; line-height: 1.5">`,
      `<p>This address was given for a ${site} account.</p>`,
      `<p><a href="${href}">Confirm your email address</a></p>`,
      `<p>Or copy this address into your browser:<br>${href}</p>`,
      `<p>The link works for ${validHours} hours and only once. If you did not make this account, you can ignore this email.</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

import type { MailMessage } from './mailTransport.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The email to the old address after an email change, with the link that puts it back (text and
 * a simple HTML part saying the same).
 */
export function emailChangedMail(options: {
  to: string;
  newEmail: string;
  siteName: string;
  link: string;
  validDays: number;
}): MailMessage {
  const { siteName, newEmail, link, validDays } = options;
  const site = escapeHtml(siteName);
  const href = escapeHtml(link);
  return {
    to: options.to,
    subject: `The email of your ${siteName} account was changed`,
    text: [
      `The email address of your ${siteName} account was changed from this address to ${newEmail}.`,
      'Password reset links and messages now go to the new address.',
      '',
      'If you did not make this change, open this link to put your address back and sign out every session:',
      link,
      '',
      `The link works for ${validDays} days and only once. If you made the change yourself, you can ignore this email.`,
      '',
    ].join('\n'),
    html: [
      '<!doctype html>',
      `<html><body style="font-family: sans-serif; line-height: 1.5">`,
      `<p>The email address of your ${site} account was changed from this address to ${escapeHtml(newEmail)}.`,
      'Password reset links and messages now go to the new address.</p>',
      `<p>If you did not make this change: <a href="${href}">put my address back</a> (this also signs out every session).</p>`,
      `<p>Or copy this address into your browser:<br>${href}</p>`,
      `<p>The link works for ${validDays} days and only once. If you made the change yourself, you can ignore this email.</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

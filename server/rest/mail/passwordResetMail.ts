import type { MailMessage } from './mailTransport.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The email with a password reset link (text and a simple HTML part saying the same). */
export function passwordResetMail(options: {
  to: string;
  siteName: string;
  link: string;
  validMinutes: number;
}): MailMessage {
  const { siteName, link, validMinutes } = options;
  const site = escapeHtml(siteName);
  const href = escapeHtml(link);
  return {
    to: options.to,
    subject: `Reset your ${siteName} password`,
    text: [
      `Someone asked to reset the password of your ${siteName} account.`,
      '',
      'To choose a new password, open this link:',
      link,
      '',
      `The link works for ${validMinutes} minutes and only once.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
      '',
    ].join('\n'),
    html: [
      '<!doctype html>',
      `<html><body style="font-family: sans-serif; line-height: 1.5">`,
      `<p>Someone asked to reset the password of your ${site} account.</p>`,
      `<p><a href="${href}">Choose a new password</a></p>`,
      `<p>Or copy this address into your browser:<br>${href}</p>`,
      `<p>The link works for ${validMinutes} minutes and only once. If you did not ask for this, you can ignore this email: your password stays as it is.</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

import { withMaskedEmails } from '../express/securityLog.ts';

/**
 * What the log keeps of a failed send: the error's kind, codes and texts with every address
 * masked. nodemailer's errors name the recipient in their message, the server's answer and the
 * lists of rejected recipients, which are left out.
 */
export function loggedError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: withMaskedEmails(String(error)) };
  const { code, responseCode, command, response } = error as Error & Record<string, unknown>;
  return {
    type: error.name,
    message: withMaskedEmails(error.message),
    ...(typeof code === 'string' && { code }),
    ...(typeof responseCode === 'number' && { responseCode }),
    ...(typeof command === 'string' && { command }),
    ...(typeof response === 'string' && { response: withMaskedEmails(response) }),
    ...(error.stack !== undefined && { stack: withMaskedEmails(error.stack) }),
  };
}

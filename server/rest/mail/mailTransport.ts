/** One email as the service composes it; the sender is the transport's (`MAIL_FROM`). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands one message on (to an SMTP server, or to the outbox); rejects when it could not. */
export interface MailTransport {
  send(message: MailMessage, signal: AbortSignal): Promise<void>;
  close(): void;
}

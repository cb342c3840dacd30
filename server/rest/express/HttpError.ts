import { messages } from '../../../shared/validation/messages.ts';

/** A failure the REST service answers as `{ error, ...details }` with the given status. */
export class HttpError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    details: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.details = details;
    this.headers = headers;
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, details);
/** A 400 that names the one field (body or query) it is about. */
export const refusedField = (name: string, message: string) =>
  badRequest(message, { fields: { [name]: message } });
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const busyMessage = 'The server is busy. Please try again in a moment.';

/** A shared resource (password hashing, image encoding) has no room now: try again in a second. */
export const serverBusy = () => new HttpError(429, busyMessage, {}, { 'Retry-After': '1' });

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    messages.tooManyRequests,
    {},
    {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  );

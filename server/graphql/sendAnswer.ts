import type { Request, Response } from 'express';

import { encodedBody, sendEncoded } from '../answers/encodedBody.ts';

const defaultContentType = 'application/json; charset=utf-8';

/** The content type the answer's headers name (Apollo Server sets it), JSON when none does. */
export const contentTypeOf = (res: Response): string =>
  String(res.getHeader('content-type') ?? defaultContentType);

/** Sends an answer made for one request: compressed when the client accepts it and it is worth it. */
export type AnswerSender = (req: Request, res: Response, body: string) => Promise<void>;

/**
 * GraphQL answers are sent as kept answers are (`sendEncoded`): compressed when worth it, with an
 * ETag for each encoding. Like `res.send` (answers/compressWhereSent.ts), this stores no function
 * on the response.
 */
export const sendAnswer: AnswerSender = (req, res, body) =>
  sendEncoded(req, res, encodedBody(body, contentTypeOf(res)), res.statusCode);

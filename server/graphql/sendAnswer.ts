import type { Request, Response } from 'express';

import { encodedBody, sendEncoded } from '../http/encodedBody.ts';

const defaultContentType = 'application/json; charset=utf-8';

/** The content type the answer's headers name (Apollo Server sets it), JSON when none does. */
export const contentTypeOf = (res: Response): string =>
  String(res.getHeader('content-type') ?? defaultContentType);

/** Sends an answer made for one request: compressed when the client accepts it and it is worth it. */
export type AnswerSender = (req: Request, res: Response, body: string) => Promise<void>;

/**
 * GraphQL answers are compressed here, not by the `compression` middleware (see app.ts): its
 * wrappers are functions stored on each response that refer to the response, and such functions
 * make every request's objects outlive the young generation (docs/performance.md).
 */
export const sendAnswer: AnswerSender = (req, res, body) =>
  sendEncoded(req, res, encodedBody(body, contentTypeOf(res)), res.statusCode);

import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import { securityEvent } from './securityLog.ts';

/** A per-visitor limit that answers 429 with Retry-After and the product's error shape. */
export function perVisitorLimit(options: {
  limit: number;
  windowMs: number;
  clientIp: (req: Request) => string;
  log: Logger;
  methods?: string[];
}): RequestHandler {
  const methods = options.methods ?? ['POST'];
  return rateLimit({
    limit: options.limit,
    windowMs: options.windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => !methods.includes(req.method),
    keyGenerator: (req) => ipKeyGenerator(options.clientIp(req)),
    handler: (req, res, _next, limiter) => {
      securityEvent(options.log, req, 'limit.exceeded', { ip: options.clientIp(req), status: 429 });
      res.status(limiter.statusCode).json({ error: 'Too many requests. Please try again later.' });
    },
  });
}

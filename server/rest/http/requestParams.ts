import type { Request } from 'express';
import { badRequest } from './HttpError.ts';

/** A query parameter given at most once; repeated or bracketed forms are refused. */
export function queryParam(req: Request, name: string): string | undefined {
  if (Object.keys(req.query).some((key) => key.startsWith(`${name}[`))) {
    throw badRequest(`Parameter ${name} must be given once`);
  }
  const value: unknown = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Parameter ${name} must be given once`);
  return value;
}

export function requiredId(req: Request, name = 'id'): number {
  const value = queryParam(req, name);
  if (value === undefined || value === '') throw badRequest(`${name} is required`);
  if (!/^\d{1,10}$/.test(value) || Number(value) <= 0)
    throw badRequest(`${name} must be a positive whole number`);
  return Number(value);
}

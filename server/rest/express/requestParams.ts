import type { Request } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { asId, digitsToNumber } from '../validation/ids.ts';
import { hasControlCharacters } from '../validation/textShapes.ts';
import { badRequest, refusedField as refused } from './HttpError.ts';

/** A query parameter given at most once, without control characters; repeated or bracketed forms are refused. */
export function queryParam(req: Request, name: string): string | undefined {
  if (Object.keys(req.query).some((key) => key.startsWith(`${name}[`))) {
    throw badRequest(`Parameter ${name} must be given once`);
  }
  const value: unknown = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Parameter ${name} must be given once`);
  if (hasControlCharacters(value)) throw refused(name, messages.controlCharacters(`Parameter ${name}`));
  return value;
}

/** A record id in the query: digits only, within the id columns' range. */
export function requiredId(req: Request, name = 'id'): number {
  const value = queryParam(req, name);
  if (value === undefined || value === '') throw refused(name, `${name} is required`);
  const id = asId(value);
  if (id === undefined) throw refused(name, messages.notWholeNumber(name));
  return id;
}

/** A query parameter, with an empty value read as none (a console's "All" choices). */
export function givenParam(req: Request, name: string): string | undefined {
  const value = queryParam(req, name);
  return value === '' ? undefined : value;
}

/** A whole number in the query from `min` to `max`, `fallback` when not given; otherwise 400 naming it. */
export function wholeNumberParam(
  req: Request,
  name: string,
  { fallback, min, max }: { fallback: number; min: number; max: number },
): number {
  const value = givenParam(req, name);
  if (value === undefined) return fallback;
  const number = digitsToNumber(value);
  if (typeof number !== 'number' || number < min || number > max) {
    throw refused(name, `${name} must be a whole number from ${min} to ${max}`);
  }
  return number;
}

/** One of `allowed` in the query, or undefined when not given (or empty); otherwise 400 naming it. */
export function choiceParam<T extends string>(
  req: Request,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = givenParam(req, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw refused(name, `${name} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

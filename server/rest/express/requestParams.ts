import type { Request } from 'express';

import { messages } from '../../../shared/validation/messages.ts';
import { asId } from '../validation/ids.ts';
import { hasControlCharacters } from '../validation/textShapes.ts';
import { badRequest } from './HttpError.ts';

const refused = (name: string, message: string) => badRequest(message, { fields: { [name]: message } });

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

import type { AnyObjectSchema, InferType } from 'yup';
import { ValidationError } from 'yup';

import { messages } from '../../../shared/validation/messages.ts';
import { badRequest } from '../express/HttpError.ts';
import { nestedDeeperThan } from './jsonDepth.ts';

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A copy without the keys that would reach prototypes (and that yup would mistake for its fields).
 * Recursive: only ever called on values whose depth was checked.
 */
function withoutPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypeKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !forbiddenKeys.has(key))
      .map(([key, item]) => [key, withoutPrototypeKeys(item)]),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates a request body against a schema and answers 400 with every field's message.
 * Unknown keys (including `__proto__` and `constructor`) are dropped, never assigned; values are
 * never coerced from one type to another (see `fieldRule.ts`).
 */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  if (!isPlainObject(input)) throw badRequest('Request body must be a JSON object');
  if (nestedDeeperThan(input)) throw badRequest(messages.nestedTooDeeply);
  try {
    return (await schema.validate(withoutPrototypeKeys(input), {
      abortEarly: false,
      stripUnknown: true,
    })) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const key = issue.path ?? '_';
      fields[key] ??= issue.message;
    }
    throw badRequest(Object.values(fields)[0] ?? 'Invalid request', { fields });
  }
}

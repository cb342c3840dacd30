import { isDeepStrictEqual } from 'node:util';

/** The shape of the idempotency keys the forms make (client/src/lib/useSubmissionKey.ts). */
export const submissionKeyShape = /^[0-9a-f]{32}$/;

/**
 * A mocked request's variables matcher: these variables plus an idempotency key of the right
 * shape, whose value is added to `keys` (when given) each time one matches.
 */
export function keyed(expected: Record<string, unknown>, keys?: string[]) {
  return (variables: Record<string, unknown>): boolean => {
    const { idempotencyKey, ...rest } = variables;
    const matches =
      typeof idempotencyKey === 'string' &&
      submissionKeyShape.test(idempotencyKey) &&
      isDeepStrictEqual(rest, expected);
    if (matches) keys?.push(idempotencyKey);
    return matches;
  };
}

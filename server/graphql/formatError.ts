import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';

import { codeOfUncodedRefusal, maskedError, publicErrorCodes } from './errors.ts';

/**
 * Known errors go out as they are (never with a stack), Apollo Server's uncoded refusals with their
 * code; anything else is logged and masked.
 */
export function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && publicErrorCodes.has(code)) {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    const refusal = codeOfUncodedRefusal(error);
    if (refusal !== undefined) return { message: formatted.message, extensions: { code: refusal } };
    log.error({ err: unwrapResolverError(error) }, 'GraphQL operation failed');
    return maskedError();
  };
}

import type { ApolloServerPlugin } from '@apollo/server';
import { Kind } from 'graphql';

import type { GraphqlObserver } from './observer.ts';

/** Reports each operation's name, kind, time and error codes when its answer goes out. */
export function operationMetrics(observer: GraphqlObserver): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, operation, errors, request, document }) {
          const codes = (errors ?? []).map((error) =>
            String(error.extensions.code ?? 'INTERNAL_SERVER_ERROR'),
          );
          // An operation that failed validation is never resolved, but its document still names it.
          const named = document?.definitions.find(
            (definition) => definition.kind === Kind.OPERATION_DEFINITION,
          );
          observer.operation(
            operationName ?? request.operationName ?? named?.name?.value,
            operation?.operation ?? 'unknown',
            (performance.now() - started) / 1000,
            codes,
          );
        },
      };
    },
  };
}

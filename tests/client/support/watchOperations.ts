import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';

export interface SentOperation {
  name: string;
  /** The `authorization` header the operation was sent with, if any. */
  authorization: string | undefined;
}

/**
 * For renderPage's `watch`: records each operation as it is sent, and the names of those answered
 * (after the error link has seen the answer).
 */
export function watchOperations() {
  const sent: SentOperation[] = [];
  const answered: string[] = [];
  const link = new ApolloLink((operation, forward) => {
    const { headers } = operation.getContext() as { headers?: Record<string, string> };
    const name = operation.operationName ?? '';
    sent.push({ name, authorization: headers?.authorization });
    const done = () => answered.push(name);
    return forward(operation).pipe(tap({ complete: done, error: done }));
  });
  return { link, sent, answered };
}

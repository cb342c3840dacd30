import { ApolloLink } from '@apollo/client';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

/** Runs one operation against the GraphQL schema in the same process (no HTTP round trip). */
export type ExecuteOperation = (request: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<FormattedExecutionResult>;

/** The server render's terminating link. */
export class InProcessLink extends ApolloLink {
  constructor(execute: ExecuteOperation) {
    super(
      (operation) =>
        new Observable((observer) => {
          execute({
            query: operation.query,
            variables: operation.variables,
            operationName: operation.operationName,
          }).then(
            (result) => {
              observer.next(result);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
        }),
    );
  }
}

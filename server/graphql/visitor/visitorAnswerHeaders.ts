import type { ApolloServerPlugin } from '@apollo/server';

import type { GraphqlContext } from '../context.ts';

/**
 * Puts on the answer what the visitor's identity asks for (`VisitorIdentity.answerHeaders`): the
 * `gv_visitor` cookie when this operation issued one, and `Cache-Control: private, no-store` once
 * the answer depended on the visitor, so that no cache keeps it for anyone else.
 */
export const visitorAnswerHeaders: ApolloServerPlugin<GraphqlContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        for (const [name, value] of Object.entries(contextValue.visitor.answerHeaders())) {
          response.http.headers.set(name, value);
        }
      },
    };
  },
};

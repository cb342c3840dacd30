import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { AdminPendingWork } from '../../../graphql/__generated__/operations.ts';

/** The bell's count: notices and requests that still wait for a decision. */
export const AdminPendingWorkQuery: TypedDocumentNode<AdminPendingWork> = gql`
  query AdminPendingWork {
    dmcaNotices {
      id
      status
    }
    gameRequests {
      id
      status
    }
  }
`;

import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { AdminGameRequests } from '../../../graphql/__generated__/operations.ts';

export const AdminGameRequestsQuery: TypedDocumentNode<AdminGameRequests> = gql`
  query AdminGameRequests {
    gameRequests {
      id
      gameTitle
      platform
      releaseYear
      requesterEmail
      additionalInfo
      status
      createdAt
    }
  }
`;

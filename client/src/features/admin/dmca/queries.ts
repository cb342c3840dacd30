import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { AdminDmcaNotices } from '../../../graphql/__generated__/operations.ts';

export const AdminDmcaNoticesQuery: TypedDocumentNode<AdminDmcaNotices> = gql`
  query AdminDmcaNotices {
    dmcaNotices {
      id
      title
      contentUrl
      copyrightOwner
      company
      contactEmail
      description
      status
      createdAt
      game {
        id
        slug
        title
        status
      }
    }
  }
`;

import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { AdminUsers } from '../../../graphql/__generated__/operations.ts';
import { UserTableFragment } from './fragments.ts';

export const AdminUsersQuery: TypedDocumentNode<AdminUsers> = gql`
  query AdminUsers {
    users {
      ...UserTable_user
    }
  }
  ${UserTableFragment}
`;

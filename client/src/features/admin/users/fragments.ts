import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { UserTable_User } from '../../../graphql/__generated__/operations.ts';

/** What a row of the users table shows, and what the edit dialog starts from. */
export const UserTableFragment: TypedDocumentNode<UserTable_User> = gql`
  fragment UserTable_user on User {
    id
    email
    role
    createdAt
    updatedAt
    favoritesCount
    downloadsCount
  }
`;

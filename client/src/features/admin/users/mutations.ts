import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  AdminCreateUser,
  AdminCreateUserVariables,
  AdminDeleteUser,
  AdminDeleteUserVariables,
  AdminUpdateUser,
  AdminUpdateUserVariables,
} from '../../../graphql/__generated__/operations.ts';
import { UserTableFragment } from './fragments.ts';

export const AdminCreateUserMutation: TypedDocumentNode<AdminCreateUser, AdminCreateUserVariables> = gql`
  mutation AdminCreateUser($input: UserCreateInput!, $idempotencyKey: String) {
    createUser(input: $input, idempotencyKey: $idempotencyKey) {
      ...UserTable_user
    }
  }
  ${UserTableFragment}
`;

export const AdminUpdateUserMutation: TypedDocumentNode<AdminUpdateUser, AdminUpdateUserVariables> = gql`
  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      ...UserTable_user
    }
  }
  ${UserTableFragment}
`;

export const AdminDeleteUserMutation: TypedDocumentNode<AdminDeleteUser, AdminDeleteUserVariables> = gql`
  mutation AdminDeleteUser($id: ID!) {
    deleteUser(id: $id) {
      message
    }
  }
`;

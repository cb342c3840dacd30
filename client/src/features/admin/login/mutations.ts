import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { AdminLogin, AdminLoginVariables } from '../../../graphql/__generated__/operations.ts';

export const AdminLoginMutation: TypedDocumentNode<AdminLogin, AdminLoginVariables> = gql`
  mutation AdminLogin($input: LoginInput!) {
    adminLogin(input: $input) {
      token
      user {
        id
        email
        role
      }
      twoFactorChallenge
    }
  }
`;

import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { TwoFactorStatus } from '../../../graphql/__generated__/operations.ts';

export const TwoFactorStatusQuery: TypedDocumentNode<TwoFactorStatus> = gql`
  query TwoFactorStatus {
    twoFactorStatus {
      enabled
      recoveryCodesLeft
      required
    }
  }
`;

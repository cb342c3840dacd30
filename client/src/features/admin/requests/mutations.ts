import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  UpdateGameRequestStatus,
  UpdateGameRequestStatusVariables,
} from '../../../graphql/__generated__/operations.ts';

export const UpdateGameRequestStatusMutation: TypedDocumentNode<
  UpdateGameRequestStatus,
  UpdateGameRequestStatusVariables
> = gql`
  mutation UpdateGameRequestStatus($id: ID!, $status: GameRequestStatus!) {
    updateGameRequestStatus(id: $id, status: $status) {
      message
    }
  }
`;

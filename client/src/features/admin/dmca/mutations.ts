import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  UpdateDmcaStatus,
  UpdateDmcaStatusVariables,
} from '../../../graphql/__generated__/operations.ts';

export const UpdateDmcaStatusMutation: TypedDocumentNode<UpdateDmcaStatus, UpdateDmcaStatusVariables> = gql`
  mutation UpdateDmcaStatus($id: ID!, $status: DmcaStatus!, $takeGameOffline: Boolean) {
    updateDmcaStatus(id: $id, status: $status, takeGameOffline: $takeGameOffline) {
      message
    }
  }
`;

import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { AdminAuditLog, AdminAuditLogVariables } from '../../../graphql/__generated__/operations.ts';

export const AdminAuditLogQuery: TypedDocumentNode<AdminAuditLog, AdminAuditLogVariables> = gql`
  query AdminAuditLog($filter: AuditFilter, $offset: Int, $limit: Int) {
    auditLog(filter: $filter, offset: $offset, limit: $limit) {
      totalCount
      entries {
        id
        actorEmail
        actorRole
        action
        targetType
        targetId
        targetLabel
        details {
          name
          value
        }
        ip
        createdAt
      }
      actors {
        id
        email
      }
    }
  }
`;

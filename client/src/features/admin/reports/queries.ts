import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  AdminOpenReportCount,
  AdminReports,
  AdminReportsVariables,
} from '../../../graphql/__generated__/operations.ts';

export const AdminReportsQuery: TypedDocumentNode<AdminReports, AdminReportsVariables> = gql`
  query AdminReports($filter: ReportFilter, $offset: Int, $limit: Int) {
    reports(filter: $filter, offset: $offset, limit: $limit) {
      totalCount
      openCount
      reports {
        id
        kind
        status
        game {
          id
          slug
          title
        }
        gameName
        comment {
          id
          excerpt
          status
        }
        reason
        description
        email
        name
        systemSpecs
        resolutionNote
        handledBy {
          email
        }
        handledAt
        createdAt
      }
    }
  }
`;

/** The sidebar's and the bell's count of open reports, and whether the site keeps reports at all. */
export const AdminOpenReportCountQuery: TypedDocumentNode<AdminOpenReportCount> = gql`
  query AdminOpenReportCount {
    openReportCount
    communityFeatures {
      reports
    }
  }
`;

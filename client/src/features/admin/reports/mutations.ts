import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  DeleteReportedComment,
  DeleteReportedCommentVariables,
  HideReportedComment,
  HideReportedCommentVariables,
  UnhideReportedComment,
  UnhideReportedCommentVariables,
  UpdateReportStatus,
  UpdateReportStatusVariables,
} from '../../../graphql/__generated__/operations.ts';

export const UpdateReportStatusMutation: TypedDocumentNode<UpdateReportStatus, UpdateReportStatusVariables> =
  gql`
    mutation UpdateReportStatus($id: ID!, $status: ReportStatus!, $note: String) {
      updateReportStatus(id: $id, status: $status, note: $note) {
        message
      }
    }
  `;

export const HideReportedCommentMutation: TypedDocumentNode<
  HideReportedComment,
  HideReportedCommentVariables
> = gql`
  mutation HideReportedComment($id: ID!) {
    hideComment(id: $id) {
      id
      status
    }
  }
`;

export const UnhideReportedCommentMutation: TypedDocumentNode<
  UnhideReportedComment,
  UnhideReportedCommentVariables
> = gql`
  mutation UnhideReportedComment($id: ID!) {
    unhideComment(id: $id) {
      id
      status
    }
  }
`;

export const DeleteReportedCommentMutation: TypedDocumentNode<
  DeleteReportedComment,
  DeleteReportedCommentVariables
> = gql`
  mutation DeleteReportedComment($id: ID!) {
    deleteComment(id: $id) {
      message
    }
  }
`;

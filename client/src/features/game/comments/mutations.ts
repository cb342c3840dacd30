import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  DeleteComment,
  DeleteCommentVariables,
  EditComment,
  EditCommentVariables,
  HideComment,
  HideCommentVariables,
  LikeComment,
  LikeCommentVariables,
  PostComment,
  PostCommentVariables,
  ReportComment,
  ReportCommentVariables,
  UnhideComment,
  UnhideCommentVariables,
} from '../../../graphql/__generated__/operations.ts';
import { CommentViewFragment } from './fragments.ts';

export const PostCommentMutation: TypedDocumentNode<PostComment, PostCommentVariables> = gql`
  mutation PostComment($input: CommentInput!, $idempotencyKey: String) {
    postComment(input: $input, idempotencyKey: $idempotencyKey) {
      ...CommentView_comment
    }
  }
  ${CommentViewFragment}
`;

export const EditCommentMutation: TypedDocumentNode<EditComment, EditCommentVariables> = gql`
  mutation EditComment($id: ID!, $content: String!) {
    editComment(id: $id, content: $content) {
      ...CommentView_comment
    }
  }
  ${CommentViewFragment}
`;

export const DeleteCommentMutation: TypedDocumentNode<DeleteComment, DeleteCommentVariables> = gql`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id) {
      message
    }
  }
`;

export const LikeCommentMutation: TypedDocumentNode<LikeComment, LikeCommentVariables> = gql`
  mutation LikeComment($id: ID!) {
    likeComment(id: $id) {
      likes
      liked
    }
  }
`;

export const ReportCommentMutation: TypedDocumentNode<ReportComment, ReportCommentVariables> = gql`
  mutation ReportComment($id: ID!, $reason: String!, $description: String!, $idempotencyKey: String) {
    reportComment(id: $id, reason: $reason, description: $description, idempotencyKey: $idempotencyKey) {
      message
    }
  }
`;

export const HideCommentMutation: TypedDocumentNode<HideComment, HideCommentVariables> = gql`
  mutation HideComment($id: ID!) {
    hideComment(id: $id) {
      ...CommentView_comment
    }
  }
  ${CommentViewFragment}
`;

export const UnhideCommentMutation: TypedDocumentNode<UnhideComment, UnhideCommentVariables> = gql`
  mutation UnhideComment($id: ID!) {
    unhideComment(id: $id) {
      ...CommentView_comment
    }
  }
  ${CommentViewFragment}
`;

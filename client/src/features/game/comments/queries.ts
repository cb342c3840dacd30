import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  CommentsFeature,
  CommentViewer,
  GameComments,
  GameCommentsVariables,
} from '../../../graphql/__generated__/operations.ts';
import { CommentViewFragment } from './fragments.ts';

/** Whether the REST service offers comments at all (a foreign upstream may not). */
export const CommentsFeatureQuery: TypedDocumentNode<CommentsFeature> = gql`
  query CommentsFeature {
    communityFeatures {
      comments
    }
  }
`;

/** One page of a game's top-level comments, newest first, each with its replies. */
export const GameCommentsQuery: TypedDocumentNode<GameComments, GameCommentsVariables> = gql`
  query GameComments($slug: String!, $offset: Int!, $limit: Int!) {
    game(slug: $slug) {
      id
      comments(offset: $offset, limit: $limit) {
        total
        hasMore
        comments {
          ...CommentView_comment
          replies {
            ...CommentView_comment
          }
        }
      }
    }
  }
  ${CommentViewFragment}
`;

/** The signed-in visitor as the comments need them: their role and the name their comments carry. */
export const CommentViewerQuery: TypedDocumentNode<CommentViewer> = gql`
  query CommentViewer {
    me {
      id
      role
      displayName
    }
  }
`;

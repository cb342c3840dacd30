import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type { CommentView_Comment } from '../../../graphql/__generated__/operations.ts';

/** What the comments list shows of one comment or reply. `author.id`/`email` reach staff only. */
export const CommentViewFragment: TypedDocumentNode<CommentView_Comment> = gql`
  fragment CommentView_comment on Comment {
    id
    parentId
    content
    createdAt
    edited
    likes
    likedByMe
    mine
    status
    author {
      name
      deleted
      id
      email
    }
  }
`;

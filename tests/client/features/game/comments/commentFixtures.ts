import type { MockLink } from '@apollo/client/testing';

import {
  CommentsFeatureQuery,
  CommentViewerQuery,
  GameCommentsQuery,
} from '../../../../../client/src/features/game/comments/queries.ts';
import type { CommentView_Comment } from '../../../../../client/src/graphql/__generated__/operations.ts';
import { saveSession } from '../../../../../client/src/lib/session.ts';
import { profileAnswer } from '../../account/profileFixtures.ts';

export const gameId = '3';
export const slug = 'zero-ad';

type Reply = CommentView_Comment;
type TopComment = Reply & { replies: Reply[] };

/** A comment as the server answers it; a reply when `parentId` is given. */
export function comment(id: number, content: string, overrides: Partial<TopComment> = {}): TopComment {
  return {
    __typename: 'Comment',
    id: String(id),
    parentId: null,
    content,
    createdAt: '2026-03-01T10:00:00.000Z',
    edited: false,
    likes: 0,
    likedByMe: false,
    mine: false,
    status: 'visible',
    author: { __typename: 'CommentAuthor', name: `Player ${id}`, deleted: false, id: null, email: null },
    replies: [],
    ...overrides,
  };
}

/** A reply (no `replies` of its own in the answer's shape). */
export function reply(id: number, parentId: number, content: string, overrides: Partial<Reply> = {}): Reply {
  const { replies: _none, ...rest } = comment(id, content, { parentId: String(parentId), ...overrides });
  return rest;
}

/** The answer to one page (0 first) of the game's comments. */
export function commentsAnswer(
  page: number,
  comments: TopComment[],
  total = comments.length,
): MockLink.MockedResponse {
  const offset = page * 20;
  return {
    request: { query: GameCommentsQuery, variables: { slug, offset, limit: 20 } },
    result: {
      data: {
        game: {
          __typename: 'Game',
          id: gameId,
          comments: {
            __typename: 'CommentPage',
            total,
            hasMore: offset + comments.length < total,
            comments,
          },
        },
      },
    },
  };
}

export const featureAnswer = (comments = true): MockLink.MockedResponse => ({
  request: { query: CommentsFeatureQuery },
  result: {
    data: {
      communityFeatures: { __typename: 'CommunityFeatures', comments },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export type Role = 'user' | 'moderator' | 'admin';

/** Signs a visitor in with `role`; the answers the section then asks for: who they are, their name. */
export function signedInAs(role: Role, displayName: string | null = 'Robin'): MockLink.MockedResponse[] {
  const user = { id: '7', email: 'player@example.com', role };
  saveSession({ token: 'signed-token', user }, { remember: false });
  return [
    {
      ...profileAnswer({
        data: {
          me: { __typename: 'Profile', ...user, createdAt: '2024-03-15T10:00:00.000Z', emailVerified: true },
        },
      }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    viewerAnswer(role, displayName),
  ];
}

export const viewerAnswer = (role: Role, displayName: string | null): MockLink.MockedResponse => ({
  request: { query: CommentViewerQuery },
  result: { data: { me: { __typename: 'Profile', id: '7', role, displayName } } },
});

/** A GraphQL answer refusing the operation with `code`, and the fields it names, if any. */
export const refusal = (message: string, code: string, fields?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

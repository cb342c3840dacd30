import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../../../shared/validation/messages.ts';
import { accountHelpers } from '../../../support/accounts.ts';
import { commentHelpers } from '../../../support/comments.ts';
import { expectData, expectError, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';

/** Issue 32's comments through GraphQL against the real REST service. */

const commentFields = `id gameId parentId author { name deleted id email } content edited likes likedByMe mine status`;
const pageQuery = `query Page($slug: String!, $offset: Int, $limit: Int) {
  game(slug: $slug) { comments(offset: $offset, limit: $limit) {
    total offset limit hasMore comments { ${commentFields} replies { ${commentFields} } } } } }`;
const postMutation = `mutation P($input: CommentInput!, $key: String) {
  postComment(input: $input, idempotencyKey: $key) { ${commentFields} } }`;

describe('GraphQL comments', () => {
  let service: TestService;
  const comments = commentHelpers(() => service);
  const accounts = accountHelpers(() => service);
  let gameId: string;
  let slug: string;

  beforeAll(async () => {
    service = await startTestService('sqlite');
    gameId = String(await comments.createGame());
    const row = await service.running.db.kysely
      .selectFrom('games')
      .select('slug')
      .where('id', '=', Number(gameId))
      .executeTakeFirstOrThrow();
    slug = row.slug;
  });
  afterAll(() => service.stop());

  const page = async (token?: string, variables: Record<string, unknown> = {}) =>
    expectData(await gql(service, pageQuery, { slug, ...variables }, token)).game.comments;
  const post = (token: string, input: Record<string, unknown>, key?: string) =>
    gql(service, postMutation, { input: { gameId, ...input }, key }, token);

  test('a name is needed to post: asked for on the first comment, then the profile shows it', async () => {
    const user = await accounts.newUser({ prefix: 'first-post' });
    const refused = expectError(await post(user.token, { content: 'Hello there' }), 'BAD_USER_INPUT');
    expect(refused.extensions.fields).toEqual({ displayName: messages.displayName.required });
    const posted = expectData(
      await post(user.token, { content: 'Hello there', displayName: 'Sam' }),
    ).postComment;
    expect(posted).toMatchObject({
      gameId,
      parentId: null,
      content: 'Hello there',
      mine: true,
      status: 'visible',
    });
    expect(posted.author).toEqual({ name: 'Sam', deleted: false, id: null, email: null });
    expect(expectData(await gql(service, '{ me { displayName } }', undefined, user.token)).me).toEqual({
      displayName: 'Sam',
    });
    const renamed = await gql(
      service,
      'mutation N($name: String!) { updateDisplayName(displayName: $name) { displayName } }',
      { name: 'Samantha' },
      user.token,
    );
    expect(expectData(renamed).updateDisplayName).toEqual({ displayName: 'Samantha' });
    const mine = expectData(
      await gql(
        service,
        '{ myComments { id content status game { id slug title imageUrl } } }',
        undefined,
        user.token,
      ),
    ).myComments;
    expect(mine).toEqual([
      {
        id: posted.id,
        content: 'Hello there',
        status: 'visible',
        game: expect.objectContaining({ id: gameId, slug }),
      },
    ]);
  });

  test('a page is newest first with its replies nested, oldest first; replies to replies are refused', async () => {
    const author = await comments.commenter('Robin');
    const first = expectData(await post(author.token, { content: 'First thoughts' })).postComment;
    const second = expectData(await post(author.token, { content: 'Second thoughts' })).postComment;
    const reply = expectData(
      await post(author.token, { content: 'A reply', parentId: first.id }),
    ).postComment;
    const later = expectData(
      await post(author.token, { content: 'A later reply', parentId: first.id }),
    ).postComment;
    const nested = expectError(
      await post(author.token, { content: 'Too deep', parentId: reply.id }),
      'BAD_USER_INPUT',
    );
    expect(nested.extensions.fields).toEqual({ parentId: messages.comment.replyToReply });

    const anonymous = await page(undefined, { limit: 2 });
    expect(anonymous.comments.map((comment: { content: string }) => comment.content)).toEqual([
      'Second thoughts',
      'First thoughts',
    ]);
    expect(anonymous.comments[1].replies.map((comment: { id: string }) => comment.id)).toEqual([
      reply.id,
      later.id,
    ]);
    expect(anonymous).toMatchObject({ offset: 0, limit: 2, hasMore: true });
    expect(anonymous.comments[0]).toMatchObject({ id: second.id, mine: false, likedByMe: false });
  });

  test('likes count once per account; an edit marks the comment edited; only the author edits', async () => {
    const author = await comments.commenter('Alex');
    const fan = await comments.commenter('Fan');
    const comment = expectData(await post(author.token, { content: 'Worth a like' })).postComment;
    const like = 'mutation L($id: ID!) { likeComment(id: $id) { likes liked } }';
    expect(expectData(await gql(service, like, { id: comment.id }, fan.token)).likeComment).toEqual({
      likes: 1,
      liked: true,
    });
    expect(expectData(await gql(service, like, { id: comment.id }, fan.token)).likeComment).toEqual({
      likes: 1,
      liked: true,
    });
    const seenByFan = (await page(fan.token, { limit: 50 })).comments.find(
      (c: { id: string }) => c.id === comment.id,
    );
    expect(seenByFan).toMatchObject({ likes: 1, likedByMe: true, mine: false });

    const edit =
      'mutation E($id: ID!, $content: String!) { editComment(id: $id, content: $content) { content edited } }';
    expect(
      expectData(await gql(service, edit, { id: comment.id, content: 'Worth two likes' }, author.token))
        .editComment,
    ).toEqual({
      content: 'Worth two likes',
      edited: true,
    });
    expectError(
      await gql(service, edit, { id: comment.id, content: 'Mine now' }, fan.token),
      'FORBIDDEN',
      messages.comment.notYours,
    );
  });

  test('moderation: a hidden comment disappears for others, stays for its author as hidden, and staff see who wrote it', async () => {
    const author = await comments.commenter('Quinn');
    const comment = expectData(await post(author.token, { content: 'Borderline remark' })).postComment;
    const hide = `mutation H($id: ID!) { hideComment(id: $id) { status } }`;
    expectError(await gql(service, hide, { id: comment.id }, author.token), 'FORBIDDEN');
    expect(
      expectData(await gql(service, hide, { id: comment.id }, service.tokens.moderator)).hideComment,
    ).toEqual({
      status: 'hidden',
    });
    const ids = (list: { id: string }[]) => list.map((entry) => entry.id);
    expect(ids((await page(undefined, { limit: 50 })).comments)).not.toContain(comment.id);
    const own = (await page(author.token, { limit: 50 })).comments.find(
      (c: { id: string }) => c.id === comment.id,
    );
    expect(own).toMatchObject({ status: 'hidden', mine: true });
    const staff = (await page(service.tokens.moderator, { limit: 50 })).comments.find(
      (c: { id: string }) => c.id === comment.id,
    );
    expect(staff.author).toEqual({
      name: 'Quinn',
      deleted: false,
      id: String(author.id),
      email: author.email,
    });
    const unhide = `mutation U($id: ID!) { unhideComment(id: $id) { status } }`;
    expect(
      expectData(await gql(service, unhide, { id: comment.id }, service.tokens.admin)).unhideComment,
    ).toEqual({
      status: 'visible',
    });
  });

  test('a comment with replies is deleted to a placeholder; a report reaches the staff', async () => {
    const author = await comments.commenter('Kim');
    const reader = await comments.commenter('Lee');
    const parent = expectData(await post(author.token, { content: 'Going away soon' })).postComment;
    expectData(await post(reader.token, { content: 'Answering it', parentId: parent.id }));
    const report = `mutation R($id: ID!, $reason: String!, $description: String!) {
      reportComment(id: $id, reason: $reason, description: $description) { message } }`;
    expect(
      expectData(
        await gql(
          service,
          report,
          { id: parent.id, reason: 'Spam', description: 'Advertising.' },
          reader.token,
        ),
      ).reportComment.message,
    ).toEqual(expect.any(String));
    const del = 'mutation D($id: ID!) { deleteComment(id: $id) { message } }';
    expect(expectData(await gql(service, del, { id: parent.id }, author.token)).deleteComment).toEqual({
      message: messages.comment.deleted,
    });
    const placeholder = (await page(undefined, { limit: 50 })).comments.find(
      (c: { id: string }) => c.id === parent.id,
    );
    expect(placeholder).toMatchObject({ status: 'deleted', content: '' });
    expect(placeholder.replies).toHaveLength(1);
    const reports = expectData(
      await gql(
        service,
        '{ reports(filter: { kind: comment }) { reports { kind comment { id } } } }',
        undefined,
        service.tokens.moderator,
      ),
    ).reports.reports;
    expect(reports).toContainEqual({ kind: 'comment', comment: { id: parent.id } });
  });

  test('an unverified account is EMAIL_NOT_VERIFIED; an anonymous one UNAUTHENTICATED', async () => {
    const unverified = await comments.unverified();
    expectError(
      await post(unverified.token, { content: 'Let me in', displayName: 'New' }),
      'EMAIL_NOT_VERIFIED',
      messages.emailVerification.required,
    );
    expectError(
      await gql(service, postMutation, { input: { gameId, content: 'Anonymous' } }),
      'UNAUTHENTICATED',
    );
  });

  test('the same text twice within a minute is refused; a retry with the same key is answered as the first', async () => {
    const author = await comments.commenter('Jo');
    const first = expectData(
      await post(author.token, { content: 'Said once' }, 'comment-key-0001'),
    ).postComment;
    const retried = expectData(
      await post(author.token, { content: 'Said once' }, 'comment-key-0001'),
    ).postComment;
    expect(retried.id).toBe(first.id);
    expectError(
      await post(author.token, { content: 'Said once' }),
      'BAD_USER_INPUT',
      messages.comment.duplicate,
    );
  });

  test('comments are never answered from the anonymous cache: a new one shows on the next read', async () => {
    const author = await comments.commenter('Pat');
    const count = async () => (await page(undefined, { limit: 1 })).total as number;
    const before = await count();
    expect(await count()).toBe(before);
    expectData(await post(author.token, { content: 'Fresh off the press' }));
    expect(await count()).toBe(before + 1);
  });

  test("at most 3 games' comments in one request; the others fail on their own field", async () => {
    const aliases = Array.from(
      { length: 4 },
      (_, i) => `g${i}: game(slug: "${slug}") { comments(limit: 1) { total } }`,
    );
    const answer = await gql(service, `{ ${aliases.join(' ')} }`);
    expect(answer.body.data.g0.comments.total).toEqual(expect.any(Number));
    expect(answer.body.data.g3).toBeNull();
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(answer.body.errors[0].message).toBe(messages.graphqlCommunity.tooManyCommentLists(3));
  });
});

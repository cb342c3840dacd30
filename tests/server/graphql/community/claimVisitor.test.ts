import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { pino } from 'pino';

import { claimVisitor } from '../../../../server/graphql/community/claimVisitor.ts';
import { accountHelpers } from '../../../support/accounts.ts';
import { communityHelpers } from '../../../support/community.ts';
import { expectData, gql } from '../../../support/graphql.ts';
import type { TestService } from '../../../support/service.ts';
import { startTestService } from '../../../support/service.ts';
import { enrolTwoFactor } from '../../../support/twoFactor.ts';

/** Issue 32: an anonymous star made before signing in counts once, not twice, after sign-in. */

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const session = 'token user { email }';
const loginMutation = `mutation L($input: LoginInput!) { login(input: $input) { ${session} twoFactorChallenge } }`;
const adminLoginMutation = `mutation A($input: LoginInput!) { adminLogin(input: $input) { ${session} } }`;
const registerMutation = `mutation R($input: RegisterInput!) { register(input: $input) { ${session} } }`;
const completeMutation = `mutation C($input: TwoFactorSignInInput!) { completeTwoFactorSignIn(input: $input) { ${session} } }`;
const star = 'mutation S($id: ID!) { starGame(gameId: $id) { starred counted } }';
const favorites = '{ favorites { game { id } } }';

describe('signing in merges the anonymous visitor into the account', () => {
  let service: TestService;
  const community = communityHelpers(() => service);
  const accounts = accountHelpers(() => service);

  beforeAll(async () => {
    service = await startTestService('sqlite');
  });
  afterAll(() => service.stop());

  /** A browser that stars `gameId` anonymously; answers its cookie header. */
  async function anonymousStar(gameId: string): Promise<string> {
    const answer = await gql(service, star, { id: gameId }, undefined, { 'user-agent': browser });
    expect(expectData(answer).starGame).toEqual({ starred: true, counted: true });
    const cookie = /^(gv_visitor=[^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
    if (!cookie) throw new Error('no visitor cookie was issued');
    return cookie;
  }

  const favoriteIds = async (token: string) =>
    (expectData(await gql(service, favorites, undefined, token)).favorites as { game: { id: string } }[]).map(
      (entry) => entry.game.id,
    );

  test('login: the anonymous star becomes the favorite, and the game keeps one star', async () => {
    const user = await accounts.createUser({ prefix: 'claimer' });
    const gameId = String(await community.createGame('claimed-cove'));
    const cookie = await anonymousStar(gameId);
    const answer = await gql(
      service,
      loginMutation,
      { input: { email: user.email, password: user.password } },
      undefined,
      {
        'user-agent': browser,
        cookie,
      },
    );
    const token = expectData(answer).login.token as string;
    expect(await favoriteIds(token)).toEqual([gameId]);
    await community.flush();
    expect((await community.counts(Number(gameId))).stars).toBe(1);
    // The account's star now: starring again changes nothing.
    const again = await gql(service, star, { id: gameId }, token, { 'user-agent': browser });
    expect(expectData(again).starGame).toEqual({ starred: true, counted: false });
  });

  test('a game starred both anonymously and by the account counts once after the sign-in', async () => {
    const user = await accounts.newUser({ prefix: 'both' });
    const gameId = String(await community.createGame('twice-starred'));
    expectData(await gql(service, star, { id: gameId }, user.token, { 'user-agent': browser }));
    const cookie = await anonymousStar(gameId);
    await community.flush();
    expect((await community.counts(Number(gameId))).stars).toBe(2);
    expectData(
      await gql(
        service,
        loginMutation,
        { input: { email: user.email, password: user.password } },
        undefined,
        {
          'user-agent': browser,
          cookie,
        },
      ),
    );
    await community.flush();
    expect((await community.counts(Number(gameId))).stars).toBe(1);
  });

  test('register and adminLogin merge too', async () => {
    const gameId = String(await community.createGame('fresh-start'));
    const cookie = await anonymousStar(gameId);
    const registered = expectData(
      await gql(
        service,
        registerMutation,
        { input: { email: 'newcomer@example.com', password: 'Fresh-Pass-42q' } },
        undefined,
        { 'user-agent': browser, cookie },
      ),
    ).register;
    expect(await favoriteIds(registered.token)).toEqual([gameId]);

    const moderator = await accounts.createUser({ prefix: 'claiming-mod', role: 'moderator' });
    const staffGame = String(await community.createGame('staff-pick'));
    const staffCookie = await anonymousStar(staffGame);
    const signedIn = expectData(
      await gql(
        service,
        adminLoginMutation,
        { input: { email: moderator.email, password: moderator.password } },
        undefined,
        {
          'user-agent': browser,
          cookie: staffCookie,
        },
      ),
    ).adminLogin;
    expect(await favoriteIds(signedIn.token)).toEqual([staffGame]);
  });

  test('completeTwoFactorSignIn merges once the second step gives the session', async () => {
    const user = await accounts.newUser({ prefix: 'two-step' });
    const { recoveryCodes } = await enrolTwoFactor(service.request, user.token);
    const gameId = String(await community.createGame('second-step'));
    const cookie = await anonymousStar(gameId);
    const headers = { 'user-agent': browser, cookie };
    const first = expectData(
      await gql(
        service,
        loginMutation,
        { input: { email: user.email, password: user.password } },
        undefined,
        headers,
      ),
    ).login;
    expect(first.token).toBeNull();
    const completed = expectData(
      await gql(
        service,
        completeMutation,
        { input: { challenge: first.twoFactorChallenge, code: recoveryCodes[0] } },
        undefined,
        headers,
      ),
    ).completeTwoFactorSignIn;
    expect(await favoriteIds(completed.token)).toEqual([gameId]);
  });

  test('a sign-in without a visitor cookie asks nothing more', async () => {
    const user = await accounts.createUser({ prefix: 'no-cookie' });
    const answer = await gql(service, loginMutation, {
      input: { email: user.email, password: user.password },
    });
    expect(expectData(answer).login.token).toEqual(expect.any(String));
    expect(await favoriteIds(expectData(answer).login.token)).toEqual([]);
  });
});

describe('claimVisitor', () => {
  test('a failing merge is logged and never fails the sign-in', async () => {
    const lines: { level: number; msg: string }[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const failing = { claimVisitor: () => Promise.reject(new Error('the REST service is down')) };
    await expect(claimVisitor(failing, 'a1B2c3D4e5F6g7H8i9J0kL', log)).resolves.toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(40);
  });

  test('without a visitor nothing is asked', async () => {
    let asked = 0;
    const counting = {
      claimVisitor: async () => {
        asked += 1;
        return { message: '' };
      },
    };
    await claimVisitor(counting, undefined, pino({ level: 'silent' }));
    expect(asked).toBe(0);
  });
});

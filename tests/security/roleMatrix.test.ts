import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';

import { messages } from '../../shared/validation/messages.ts';
import { databaseKinds } from '../support/databases.ts';
import { gameData, gameForm } from '../support/games.ts';
import type { TestService } from '../support/service.ts';
import {
  adminCredentials,
  moderatorCredentials,
  startTestService,
  userCredentials,
} from '../support/service.ts';
import { contactMessage, dmcaNotice, gameReport, gameRequest, issueReport } from '../support/submissions.ts';

/**
 * SPEC 6 and 7, baseline S15/S16: every call of SPEC section 7 (plus account.php record-download,
 * community.php, the contact, issue report and newsletter submissions, comments and reports) made by every kind of caller. Allowed callers get the call's normal answer; an anonymous caller
 * on a protected call gets 401; a signed-in caller without the role gets 403.
 */

type Caller = 'anonymous' | 'user' | 'moderator' | 'admin';
type Access = 'public' | 'signed-in' | 'staff' | 'admin';

const callers: Caller[] = ['anonymous', 'user', 'moderator', 'admin'];
const admitted: Record<Access, Caller[]> = {
  public: ['anonymous', 'user', 'moderator', 'admin'],
  'signed-in': ['user', 'moderator', 'admin'],
  staff: ['moderator', 'admin'],
  admin: ['admin'],
};
const credentials = {
  anonymous: userCredentials,
  user: userCredentials,
  moderator: moderatorCredentials,
  admin: adminCredentials,
};

interface Fixture {
  service: TestService;
  gameId: number;
  doomedGameId: number;
  userId: number;
  doomedUserId: number;
  reportId: number;
}

interface Call {
  name: string;
  method: string;
  path: (f: Fixture) => string;
  /** The request body; may create what the call needs (a fresh pending item to decide). */
  json?: (f: Fixture, caller: Caller) => unknown;
  form?: (caller: Caller) => FormData;
  headers?: Record<string, string>;
  access: Access;
  /** The status an admitted caller gets. */
  ok: number;
  /** What an anonymous caller gets instead of 401 (an anonymous star cannot be undone: 403). */
  anonymous?: { status: number; error: string };
}

async function submitted(f: Fixture, path: string, payload: unknown): Promise<number> {
  const answer = await f.service.request('POST', path, { json: payload });
  if (answer.status !== 201) throw new Error(`fixture submission failed: ${answer.status} ${answer.text}`);
  return answer.body.id as number;
}

const account = (action: string, method: 'GET' | 'POST', ok: number, json?: Call['json']): Call => ({
  name: `${method} account.php?action=${action}`,
  method,
  path: () => `/api/account.php?action=${action}`,
  json,
  access: 'signed-in',
  ok,
});

/** `community.php`: every visitor counts, with the visitor id the GraphQL layer forwards. */
const community = (
  action: string,
  method: 'GET' | 'POST',
  access: Access,
  json?: Call['json'],
  query = '',
): Call => ({
  name: `${method} community.php?action=${action}`,
  method,
  path: (f) => `/api/community.php?action=${action}${query.replace('{gameId}', String(f.gameId))}`,
  json,
  headers: { 'X-Visitor-Id': 'matrix-visitor-0123456789abcdef' },
  access,
  ok: 200,
});
const onGame: Call['json'] = (f) => ({ gameId: f.gameId });

const calls: Call[] = [
  { name: 'GET games.php (list)', method: 'GET', path: () => '/api/games.php', access: 'public', ok: 200 },
  {
    name: 'GET games.php?slug=',
    method: 'GET',
    path: () => '/api/games.php?slug=matrix-game',
    access: 'public',
    ok: 200,
  },
  {
    name: 'GET games.php?options=true',
    method: 'GET',
    path: () => '/api/games.php?options=true',
    access: 'public',
    ok: 200,
  },
  {
    name: 'POST games.php (create)',
    method: 'POST',
    path: () => '/api/games.php',
    form: (caller) => gameForm(gameData({ slug: `matrix-${caller}`, title: `Matrix ${caller}` })),
    access: 'admin',
    ok: 201,
  },
  {
    name: 'POST games.php?id= (update, _method=PUT)',
    method: 'POST',
    path: (f) => `/api/games.php?id=${f.gameId}`,
    form: (caller) =>
      gameForm(gameData({ slug: 'matrix-game', title: `Updated by ${caller}` }), [], { _method: 'PUT' }),
    access: 'admin',
    ok: 200,
  },
  {
    name: 'DELETE games.php?id=',
    method: 'DELETE',
    path: (f) => `/api/games.php?id=${f.doomedGameId}`,
    access: 'admin',
    ok: 200,
  },
  { name: 'GET users.php', method: 'GET', path: () => '/api/users.php', access: 'admin', ok: 200 },
  {
    name: 'POST users.php',
    method: 'POST',
    path: () => '/api/users.php',
    json: (_f, caller) => ({
      email: `matrix-${caller}@test.example`,
      password: 'Matrix-Pass-64q',
      role: 'user',
    }),
    access: 'admin',
    ok: 201,
  },
  {
    name: 'PUT users.php?id=',
    method: 'PUT',
    path: (f) => `/api/users.php?id=${f.userId}`,
    json: () => ({ role: 'user' }),
    access: 'admin',
    ok: 200,
  },
  {
    name: 'DELETE users.php',
    method: 'DELETE',
    path: () => '/api/users.php',
    json: (f) => ({ id: f.doomedUserId }),
    access: 'admin',
    ok: 200,
  },
  {
    name: 'GET dmca_notices.php',
    method: 'GET',
    path: () => '/api/dmca_notices.php',
    access: 'staff',
    ok: 200,
  },
  {
    name: 'PUT dmca_notices.php',
    method: 'PUT',
    path: () => '/api/dmca_notices.php',
    json: async (f) => ({ id: await submitted(f, '/api/submit_dmca.php', dmcaNotice), status: 'resolved' }),
    access: 'staff',
    ok: 200,
  },
  {
    name: 'GET game_requests.php',
    method: 'GET',
    path: () => '/api/game_requests.php',
    access: 'staff',
    ok: 200,
  },
  {
    name: 'PUT game_requests.php',
    method: 'PUT',
    path: () => '/api/game_requests.php',
    json: async (f) => ({
      id: await submitted(f, '/api/submit_game_request.php', gameRequest),
      status: 'approved',
    }),
    access: 'staff',
    ok: 200,
  },
  {
    name: 'POST submit_dmca.php',
    method: 'POST',
    path: () => '/api/submit_dmca.php',
    json: () => dmcaNotice,
    access: 'public',
    ok: 201,
  },
  {
    name: 'POST submit_game_request.php',
    method: 'POST',
    path: () => '/api/submit_game_request.php',
    json: () => gameRequest,
    access: 'public',
    ok: 201,
  },
  {
    name: 'POST submit_contact.php',
    method: 'POST',
    path: () => '/api/submit_contact.php',
    json: () => contactMessage,
    access: 'public',
    ok: 201,
  },
  {
    name: 'POST submit_issue_report.php',
    method: 'POST',
    path: () => '/api/submit_issue_report.php',
    json: () => issueReport,
    access: 'public',
    ok: 201,
  },
  {
    name: 'POST newsletter.php?action=subscribe',
    method: 'POST',
    path: () => '/api/newsletter.php?action=subscribe',
    json: (_f, caller) => ({ email: `news-${caller}@test.example` }),
    access: 'public',
    ok: 200,
  },
  {
    name: 'POST newsletter.php?action=unsubscribe',
    method: 'POST',
    path: () => '/api/newsletter.php?action=unsubscribe',
    json: (_f, caller) => ({ email: `news-${caller}@test.example` }),
    access: 'public',
    ok: 200,
  },
  {
    name: 'POST auth.php?action=login',
    method: 'POST',
    path: () => '/api/auth.php?action=login',
    json: () => userCredentials,
    access: 'public',
    ok: 200,
  },
  {
    name: 'POST auth.php?action=register',
    method: 'POST',
    path: () => '/api/auth.php?action=register',
    json: (_f, caller) => ({ email: `registered-by-${caller}@test.example`, password: 'Fresh-Pass-47k' }),
    access: 'public',
    ok: 201,
  },
  account('profile', 'GET', 200),
  account('downloads', 'GET', 200),
  account('favorites', 'GET', 200),
  account('settings', 'GET', 200),
  account('update-profile', 'POST', 200, (_f, caller) => ({ email: credentials[caller].email })),
  // A wrong current password keeps every session alive: an admitted caller gets the 400 of the check.
  account('update-password', 'POST', 400, () => ({
    currentPassword: 'Not-The-Pass-1x',
    newPassword: 'Brand-New-Pass-29w',
  })),
  // As above: a wrong password deletes nothing, and an admitted caller gets the 400 of the check.
  account('delete-account', 'POST', 400, () => ({ password: 'Not-The-Pass-1x' })),
  account('update-settings', 'POST', 200, () => ({
    settings: { email_notifications: false, download_notifications: true },
  })),
  account('toggle-favorite', 'POST', 200, (f) => ({ gameId: f.gameId })),
  account('record-download', 'POST', 201, (f) => ({ gameId: f.gameId })),
  account('my-comments', 'GET', 200),
  account('update-display-name', 'POST', 200, (_f, caller) => ({ displayName: `Matrix ${caller}` })),
  {
    name: 'GET comments.php?gameId=',
    method: 'GET',
    path: (f) => `/api/comments.php?gameId=${f.gameId}`,
    access: 'public',
    ok: 200,
  },
  {
    name: 'POST comments.php',
    method: 'POST',
    path: () => '/api/comments.php',
    json: (f, caller) => ({ gameId: f.gameId, content: `Posted by ${caller}`, displayName: caller }),
    access: 'signed-in',
    ok: 201,
  },
  {
    name: 'POST submit_report.php',
    method: 'POST',
    path: () => '/api/submit_report.php',
    json: (f) => ({ ...gameReport, gameId: f.gameId }),
    access: 'public',
    ok: 201,
  },
  { name: 'GET reports.php', method: 'GET', path: () => '/api/reports.php', access: 'staff', ok: 200 },
  {
    name: 'PUT reports.php?id=',
    method: 'PUT',
    path: (f) => `/api/reports.php?id=${f.reportId}`,
    // Each admitted caller moves the report to a status it does not have yet.
    json: (_f, caller) => ({ status: caller === 'admin' ? 'dismissed' : 'resolved' }),
    access: 'staff',
    ok: 200,
  },
  community('view', 'POST', 'public', onGame),
  community('star', 'POST', 'public', onGame),
  community('share', 'POST', 'public', onGame),
  { ...community('download', 'POST', 'public', onGame), ok: 201 },
  {
    ...community('unstar', 'POST', 'signed-in', onGame),
    anonymous: { status: 403, error: messages.community.anonymousUnstar },
  },
  community('rate', 'POST', 'signed-in', (f) => ({ gameId: f.gameId, rating: 4 })),
  community('unrate', 'POST', 'signed-in', onGame),
  community('claim-visitor', 'POST', 'signed-in', () => ({})),
  community('viewer', 'GET', 'public', undefined, '&gameId={gameId}'),
  community('stats', 'GET', 'public'),
  community('top-downloads', 'GET', 'public', undefined, '&window=week'),
  community('my-ratings', 'GET', 'signed-in'),
];

const cases = calls.flatMap((call) =>
  callers.map((caller) => ({ call, caller, expected: expectedStatus(call, caller) })),
);

function expectedStatus(call: Call, caller: Caller): number {
  if (admitted[call.access].includes(caller)) return call.ok;
  if (caller === 'anonymous') return call.anonymous?.status ?? 401;
  return 403;
}

describe.each(databaseKinds)('role matrix on %s', (kind) => {
  const f = {} as Fixture;
  beforeAll(async () => {
    f.service = await startTestService(kind);
    const admin = f.service.tokens.admin;
    const create = async (slug: string) => {
      const form = gameForm(gameData({ slug, title: slug }));
      const answer = await f.service.request('POST', '/api/games.php', { token: admin, form });
      return answer.body.game.id as number;
    };
    f.gameId = await create('matrix-game');
    f.doomedGameId = await create('matrix-doomed');
    const users = (await f.service.request('GET', '/api/users.php', { token: admin })).body.users;
    f.userId = users.find((u: { email: string }) => u.email === userCredentials.email).id;
    const doomed = { email: 'doomed@test.example', password: 'Doomed-Pass-38r', role: 'user' };
    f.doomedUserId = (
      await f.service.request('POST', '/api/users.php', { token: admin, json: doomed })
    ).body.user.id;
    await f.service.request('POST', '/api/submit_report.php', { json: { ...gameReport, gameId: f.gameId } });
    f.reportId = (await f.service.request('GET', '/api/reports.php', { token: admin })).body.reports[0].id;
  });
  afterAll(() => f.service.stop());

  test.each(cases)('$call.name as $caller answers $expected', async ({ call, caller, expected }) => {
    const token = caller === 'anonymous' ? undefined : f.service.tokens[caller];
    const json = call.json ? await call.json(f, caller) : undefined;
    const form = call.form?.(caller);
    const headers = call.headers;
    const answer = await f.service.request(call.method, call.path(f), { token, json, form, headers });

    expect({ status: answer.status, error: answer.body?.error }).toEqual({
      status: expected,
      error:
        caller === 'anonymous' && call.anonymous
          ? call.anonymous.error
          : expected === 401
            ? 'Authentication required'
            : expected === 403
              ? 'You do not have permission to perform this action'
              : expected >= 400
                ? expect.any(String)
                : undefined,
    });
  });

  test('refused callers changed nothing: only the admin created a game and a user', async () => {
    const admin = f.service.tokens.admin;
    const games = (await f.service.request('GET', '/api/games.php', { token: admin })).body;
    const slugs = games.map((game: { slug: string }) => game.slug).sort();
    expect(slugs).toEqual(['matrix-admin', 'matrix-game']);
    const emails = (await f.service.request('GET', '/api/users.php', { token: admin })).body.users.map(
      (user: { email: string }) => user.email,
    );
    expect(emails).toContain('matrix-admin@test.example');
    expect(emails.filter((email: string) => email.startsWith('matrix-'))).toEqual([
      'matrix-admin@test.example',
    ]);
    expect(emails).not.toContain('doomed@test.example');
  });
});

import { describe, expect, test } from '@jest/globals';
import type { AnyObjectSchema } from 'yup';

import {
  commentEditSchema,
  commentReportSchema,
  displayNameSchema,
  newCommentSchema,
} from '../../server/rest/comments/commentSchemas.ts';
import { HttpError } from '../../server/rest/express/HttpError.ts';
import { gameReportSchema, reportStatusSchema } from '../../server/rest/reports/reportSchemas.ts';
import {
  deleteAccountSchema,
  gameIdSchema,
  loginSchema,
  registerSchema,
  updatePasswordSchema,
  updateProfileSchema,
  updateSettingsSchema,
} from '../../server/rest/validation/authSchemas.ts';
import { rateSchema } from '../../server/rest/validation/communitySchemas.ts';
import { gameSchema } from '../../server/rest/validation/gameSchema.ts';
import { digitsToNumber } from '../../server/rest/validation/ids.ts';
import { nestedDeeperThan } from '../../server/rest/validation/jsonDepth.ts';
import {
  contactMessageSchema,
  dmcaStatusSchema,
  dmcaSubmissionSchema,
  gameRequestStatusSchema,
  gameRequestSubmissionSchema,
  issueReportSchema,
  newsletterSchema,
} from '../../server/rest/validation/submissionSchemas.ts';
import { hasControlCharacters } from '../../server/rest/validation/textShapes.ts';
import {
  createUserSchema,
  deleteUserSchema,
  updateUserSchema,
} from '../../server/rest/validation/userSchemas.ts';
import { validate } from '../../server/rest/validation/validate.ts';
import {
  hasUserinfo,
  isCalendarDate,
  isEmailShaped,
  isHttpUrl,
  isSlug,
  meetsPasswordComposition,
} from '../../shared/validation/rules.ts';
import { databaseKinds } from '../support/databases.ts';
import type { JsonEndpoint, Targets } from '../support/fixtures/inputEndpoints.ts';
import {
  gameDataForm,
  gameFormBody,
  gameFormFields,
  inputSuite,
  jsonEndpoints,
  storedState,
  tokenOf,
  withField,
} from '../support/fixtures/inputEndpoints.ts';
import type { ApiResponse } from '../support/http.ts';
import type {} from '../support/service.ts';

/**
 * Baseline S43: catastrophic backtracking. Every field of every body the REST service validates
 * gets 100 KB strings shaped to make a backtracking pattern explode (the first is the email attack
 * that once took 14 s). Each validation must finish in under 50 ms, measured on the server's own
 * validation; over HTTP each answers 400 while an ordinary request is answered at once.
 */

const attacks: Record<string, (length: number) => string> = {
  'dots between two @': (n) => `a@${'.'.repeat(n)}@`,
  'a domain of dotted labels ending in a space': (n) => `a@${'a.'.repeat(n / 2)} `,
  'hyphen groups ending in a hyphen': (n) => `${'a-'.repeat(n / 2)}-`,
  'letters and a bad last character': (n) => `${'a'.repeat(n)}!`,
  'digits and a letter': (n) => `${'1'.repeat(n)}x`,
  'a date-time with a long tail': (n) => `2024-01-01T${'0'.repeat(n)}`,
  'a URL with a long host': (n) => `http://${'a.'.repeat(n / 2)}%`,
  commas: (n) => 'a,'.repeat(n / 2),
  'spaces around one letter': (n) => `${' '.repeat(n / 2)}x${' '.repeat(n / 2)}`,
  'letters of both cases without a digit': (n) => 'aA'.repeat(n / 2),
  'line breaks': (n) => `${'\n'.repeat(n)}x`,
  'NUL bytes': (n) => '\u0000'.repeat(n),
};
const attackLength = 100_000;
const budgetMs = 50;

/** The quickest of three runs after a warm-up, so that a busy machine does not fail the guard. */
async function quickestMs(work: () => Promise<unknown> | unknown): Promise<number> {
  await work();
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    await work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** The fields that `validate` refused, or `accepted`. */
async function refusedFields(schema: AnyObjectSchema, body: unknown): Promise<string[] | 'accepted'> {
  try {
    await validate(schema, body);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    return Object.keys((error.details.fields ?? {}) as Record<string, string>);
  }
}

const placeholderTargets: Targets = {
  victimId: 7,
  gameId: 7,
  noticeId: 7,
  requestId: 7,
  commentId: 7,
  reportId: 7,
};
const schemaOf: Record<string, AnyObjectSchema> = {
  'auth login': loginSchema,
  'auth register': registerSchema,
  'account update-profile': updateProfileSchema,
  'account update-password': updatePasswordSchema,
  'account delete-account': deleteAccountSchema,
  'account update-settings': updateSettingsSchema,
  'account toggle-favorite': gameIdSchema,
  'account record-download': gameIdSchema,
  'community star': gameIdSchema,
  'community rate': rateSchema,
  'users POST': createUserSchema,
  'users PUT': updateUserSchema,
  'users DELETE': deleteUserSchema,
  submit_dmca: dmcaSubmissionSchema,
  submit_game_request: gameRequestSubmissionSchema,
  submit_contact: contactMessageSchema,
  submit_issue_report: issueReportSchema,
  'newsletter subscribe': newsletterSchema,
  'newsletter unsubscribe': newsletterSchema,
  'dmca_notices PUT': dmcaStatusSchema,
  'game_requests PUT': gameRequestStatusSchema,
  'account update-display-name': displayNameSchema,
  'comments POST': newCommentSchema,
  'comments PUT': commentEditSchema,
  'comments report': commentReportSchema,
  submit_report: gameReportSchema,
  'reports PUT': reportStatusSchema,
};
const schemaCases = [
  ...jsonEndpoints(placeholderTargets).map((endpoint) => ({
    name: endpoint.name,
    schema: schemaOf[endpoint.name] as AnyObjectSchema,
    body: endpoint.body,
    fields: Object.keys(endpoint.fields),
  })),
  {
    name: 'games.php data',
    schema: gameSchema,
    body: gameFormBody('redos'),
    fields: Object.keys(gameFormFields),
  },
];

describe('S43 the validation of each field stays fast on 100 KB adversarial input', () => {
  test('every endpoint that reads a body has its schema here', () => {
    expect(Object.keys(schemaOf).sort()).toEqual(
      jsonEndpoints(placeholderTargets)
        .map((e) => e.name)
        .sort(),
    );
  });

  describe.each(schemaCases)('$name', ({ schema, body, fields }) => {
    test.each(fields)(`%s: refused in under ${budgetMs} ms, whatever the shape`, async (path) => {
      expect(await refusedFields(schema, body)).toBe('accepted');
      for (const [attack, make] of Object.entries(attacks)) {
        const input = withField(body, path, make(attackLength));
        const fieldsRefused = await refusedFields(schema, input);
        const ms = await quickestMs(() => refusedFields(schema, input));
        expect({
          attack,
          named: fieldsRefused !== 'accepted' && fieldsRefused.includes(path),
          fast: ms < budgetMs,
        }).toEqual({
          attack,
          named: true,
          fast: true,
        });
      }
    });
  });

  test.each([
    ['isEmailShaped', isEmailShaped],
    ['isSlug', isSlug],
    ['meetsPasswordComposition', meetsPasswordComposition],
    ['hasControlCharacters', (value: string) => hasControlCharacters(value)],
    ['isCalendarDate', isCalendarDate],
    ['isHttpUrl', isHttpUrl],
    ['hasUserinfo', hasUserinfo],
    ['digitsToNumber', digitsToNumber],
  ] as Array<[string, (value: string) => unknown]>)(
    'the shape check %s is linear: 1 MB of any attack without a length cap in front',
    async (_name, check) => {
      for (const [attack, make] of Object.entries(attacks)) {
        const input = make(10 * attackLength);
        const ms = await quickestMs(() => check(input));
        expect({ attack, fast: ms < budgetMs }).toEqual({ attack, fast: true });
      }
    },
  );

  test('measuring the depth of 100 000 nested lists neither overflows the stack nor takes long', async () => {
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(nestedDeeperThan(deep)).toBe(true);
    expect(await quickestMs(() => nestedDeeperThan(deep))).toBeLessThan(budgetMs);
  });
});

const httpAttacks = ['dots between two @', 'hyphen groups ending in a hyphen', 'spaces around one letter'];
const generousMs = 2000;
const maxJsonBytes = 100 * 1024;

/** The attack at the longest length whose JSON body stays under the 100 KiB limit. */
function fittedBody(body: Record<string, unknown>, path: string, make: (length: number) => string) {
  let length = attackLength;
  let fitted = withField(body, path, make(length));
  while (Buffer.byteLength(JSON.stringify(fitted)) > maxJsonBytes - 512) {
    length = Math.floor(length * 0.95);
    fitted = withField(body, path, make(length));
  }
  return fitted;
}

describe.each(databaseKinds)('S43 over HTTP on %s', (kind) => {
  const suite = inputSuite(kind);

  /** Sends the attack and, at the same moment, an ordinary request that must not wait for it. */
  async function alongsideOrdinary(attack: () => Promise<ApiResponse>) {
    const start = performance.now();
    const [answer, ordinaryMs] = await Promise.all([
      attack(),
      suite.service.request('GET', '/api/games.php').then((ordinary) => {
        expect(ordinary.status).toBe(200);
        return performance.now() - start;
      }),
    ]);
    return { answer, ordinaryMs };
  }

  describe.each(
    jsonEndpoints(placeholderTargets).map(
      (endpoint) => [endpoint.name, Object.keys(endpoint.fields)] as const,
    ),
  )('%s', (name, fields) => {
    test.each(fields)('%s: 400 naming it, and an ordinary request is not held up', async (path) => {
      const endpoint = jsonEndpoints(suite.targets).find(
        (candidate) => candidate.name === name,
      ) as JsonEndpoint;
      for (const attack of httpAttacks) {
        const json = fittedBody(endpoint.body, path, attacks[attack] as (length: number) => string);
        const { answer, ordinaryMs } = await alongsideOrdinary(() =>
          suite.service.request(endpoint.method, endpoint.path, {
            token: tokenOf(suite.service, endpoint.caller, suite.memberToken),
            json,
          }),
        );
        expect({ attack, status: answer.status, named: path in (answer.body?.fields ?? {}) }).toEqual({
          attack,
          status: 400,
          named: true,
        });
        expect(ordinaryMs).toBeLessThan(generousMs);
      }
      expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
    });
  });

  test.each(Object.keys(gameFormFields))(
    'games.php data %s: 400 naming it, and an ordinary request is not held up',
    async (path) => {
      for (const attack of httpAttacks) {
        const make = attacks[attack] as (length: number) => string;
        const data = withField(gameFormBody(`redos-${process.pid}`), path, make(attackLength));
        const { answer, ordinaryMs } = await alongsideOrdinary(() =>
          suite.service.request('POST', '/api/games.php', {
            token: suite.service.tokens.admin,
            form: gameDataForm(data),
          }),
        );
        expect({ attack, status: answer.status, named: path in (answer.body?.fields ?? {}) }).toEqual({
          attack,
          status: 400,
          named: true,
        });
        expect(ordinaryMs).toBeLessThan(generousMs);
      }
      expect(await storedState(suite.service, suite.memberToken)).toEqual(suite.before);
    },
  );

  test.each([
    ['GET', 'games.php?slug=', 404],
    ['DELETE', 'games.php?id=', 400],
    ['GET', 'account.php?action=', 400],
  ] as const)('%s %s with an 8 KB value answers %p at once', async (method, path, status) => {
    for (const attack of httpAttacks) {
      const value = encodeURIComponent((attacks[attack] as (length: number) => string)(2000));
      const { answer, ordinaryMs } = await alongsideOrdinary(() =>
        suite.service.request(method, `/api/${path}${value}`, {
          token: path.startsWith('account') ? suite.memberToken : suite.service.tokens.admin,
        }),
      );
      expect({ attack, status: answer.status }).toEqual({ attack, status });
      expect(ordinaryMs).toBeLessThan(generousMs);
    }
  });
});

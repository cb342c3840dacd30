import {
  CompleteTwoFactorSignInMutation,
  EnableTwoFactorMutation,
  StartTwoFactorSetupMutation,
} from '../../../../client/src/features/account/twoFactor/mutations.ts';
import { TwoFactorStatusQuery } from '../../../../client/src/features/account/twoFactor/queries.ts';
import { signedIn } from './signInFixtures.ts';

export const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}k`);

/** What `twoFactorStatus` answers, once. */
export const twoFactorStatusAnswer = (
  enabled: boolean,
  required = false,
  recoveryCodesLeft = enabled ? 10 : 0,
) => ({
  request: { query: TwoFactorStatusQuery },
  result: {
    data: { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled, recoveryCodesLeft, required } },
  },
});

export const setupAnswer = {
  request: { query: StartTwoFactorSetupMutation },
  result: {
    data: {
      startTwoFactorSetup: {
        __typename: 'TwoFactorSetup',
        manualKey: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    },
  },
};

export const enableAnswer = (code: string, result?: object) => ({
  request: { query: EnableTwoFactorMutation, variables: { code } },
  result: result ?? {
    data: {
      enableTwoFactor: {
        __typename: 'RecoveryCodes',
        message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
        codes: recoveryCodes,
      },
    },
  },
});

/** The password step's answer for an account with two-factor sign-in. */
export const challengeAnswer = {
  __typename: 'SignIn' as const,
  token: null,
  user: null,
  twoFactorChallenge: 'the-challenge',
};

export const completeAnswer = (
  code: string,
  result?: object,
  email = 'player@example.com',
  role = 'user',
) => ({
  request: {
    query: CompleteTwoFactorSignInMutation,
    variables: { input: { challenge: 'the-challenge', code } },
  },
  result: result ?? { data: { completeTwoFactorSignIn: signedIn(email, role) } },
});

import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  CompleteTwoFactorSignIn,
  CompleteTwoFactorSignInVariables,
  DisableTwoFactor,
  DisableTwoFactorVariables,
  EnableTwoFactor,
  EnableTwoFactorVariables,
  RegenerateRecoveryCodes,
  RegenerateRecoveryCodesVariables,
  StartTwoFactorSetup,
} from '../../../graphql/__generated__/operations.ts';

export const CompleteTwoFactorSignInMutation: TypedDocumentNode<
  CompleteTwoFactorSignIn,
  CompleteTwoFactorSignInVariables
> = gql`
  mutation CompleteTwoFactorSignIn($input: TwoFactorSignInInput!) {
    completeTwoFactorSignIn(input: $input) {
      token
      user {
        id
        email
        role
      }
    }
  }
`;

export const StartTwoFactorSetupMutation: TypedDocumentNode<StartTwoFactorSetup> = gql`
  mutation StartTwoFactorSetup {
    startTwoFactorSetup {
      manualKey
      qrCode
    }
  }
`;

export const EnableTwoFactorMutation: TypedDocumentNode<EnableTwoFactor, EnableTwoFactorVariables> = gql`
  mutation EnableTwoFactor($code: String!) {
    enableTwoFactor(code: $code) {
      message
      codes
    }
  }
`;

export const DisableTwoFactorMutation: TypedDocumentNode<DisableTwoFactor, DisableTwoFactorVariables> = gql`
  mutation DisableTwoFactor($password: String!, $code: String!) {
    disableTwoFactor(password: $password, code: $code) {
      message
    }
  }
`;

export const RegenerateRecoveryCodesMutation: TypedDocumentNode<
  RegenerateRecoveryCodes,
  RegenerateRecoveryCodesVariables
> = gql`
  mutation RegenerateRecoveryCodes($code: String!) {
    regenerateRecoveryCodes(code: $code) {
      message
      codes
    }
  }
`;

import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  AccountDelete,
  AccountDeleteVariables,
  AccountLogout,
  AccountRecordDownload,
  AccountRecordDownloadVariables,
  AccountSignOutEverywhere,
  AccountUnstarGame,
  AccountUnstarGameVariables,
  AccountUpdateDisplayName,
  AccountUpdateDisplayNameVariables,
  AccountUpdatePassword,
  AccountUpdatePasswordVariables,
  AccountUpdateProfile,
  AccountUpdateProfileVariables,
  AccountUpdateSettings,
  AccountUpdateSettingsVariables,
  Login,
  LoginVariables,
  Register,
  RegisterVariables,
  RequestPasswordReset,
  RequestPasswordResetVariables,
  ResendVerificationEmail,
  ResetPassword,
  ResetPasswordVariables,
  UndoEmailChange,
  UndoEmailChangeVariables,
  VerifyEmail,
  VerifyEmailVariables,
} from '../../graphql/__generated__/operations.ts';

export const LoginMutation: TypedDocumentNode<Login, LoginVariables> = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        id
        email
        role
      }
      twoFactorChallenge
    }
  }
`;

export const RegisterMutation: TypedDocumentNode<Register, RegisterVariables> = gql`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        id
        email
        role
      }
    }
  }
`;

export const RequestPasswordResetMutation: TypedDocumentNode<
  RequestPasswordReset,
  RequestPasswordResetVariables
> = gql`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`;

export const ResetPasswordMutation: TypedDocumentNode<ResetPassword, ResetPasswordVariables> = gql`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`;

/** With the token of the link mailed to the old address: puts it back and ends every session. */
export const UndoEmailChangeMutation: TypedDocumentNode<UndoEmailChange, UndoEmailChangeVariables> = gql`
  mutation UndoEmailChange($token: String!) {
    undoEmailChange(token: $token) {
      message
    }
  }
`;

export const AccountUpdateProfileMutation: TypedDocumentNode<
  AccountUpdateProfile,
  AccountUpdateProfileVariables
> = gql`
  mutation AccountUpdateProfile($email: String!, $currentPassword: String!) {
    updateProfile(email: $email, currentPassword: $currentPassword) {
      id
      email
      role
      createdAt
      emailVerified
    }
  }
`;

/** Answers a fresh token: the change ends every earlier session, this one's too. */
export const AccountUpdatePasswordMutation: TypedDocumentNode<
  AccountUpdatePassword,
  AccountUpdatePasswordVariables
> = gql`
  mutation AccountUpdatePassword($currentPassword: String!, $newPassword: String!) {
    updatePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      message
      token
    }
  }
`;

export const AccountUpdateSettingsMutation: TypedDocumentNode<
  AccountUpdateSettings,
  AccountUpdateSettingsVariables
> = gql`
  mutation AccountUpdateSettings($input: SettingsInput!) {
    updateSettings(input: $input) {
      emailNotifications
      downloadNotifications
    }
  }
`;

/** Withdraws the signed-in visitor's star of a game, and with it the favorite (one action). */
export const AccountUnstarGameMutation: TypedDocumentNode<AccountUnstarGame, AccountUnstarGameVariables> =
  gql`
    mutation AccountUnstarGame($gameId: ID!) {
      unstarGame(gameId: $gameId) {
        starred
        counted
      }
    }
  `;

/** The name shown on the signed-in visitor's comments. */
export const AccountUpdateDisplayNameMutation: TypedDocumentNode<
  AccountUpdateDisplayName,
  AccountUpdateDisplayNameVariables
> = gql`
  mutation AccountUpdateDisplayName($displayName: String!) {
    updateDisplayName(displayName: $displayName) {
      id
      displayName
    }
  }
`;

export const AccountRecordDownloadMutation: TypedDocumentNode<
  AccountRecordDownload,
  AccountRecordDownloadVariables
> = gql`
  mutation AccountRecordDownload($gameId: ID!) {
    recordDownload(gameId: $gameId) {
      message
      counted
    }
  }
`;

/** Ends the token it is sent with on the server (the logout of the site and of the console). */
export const AccountLogoutMutation: TypedDocumentNode<AccountLogout> = gql`
  mutation AccountLogout {
    logout {
      message
    }
  }
`;

/** Ends every session of the account, the caller's own included. */
export const AccountSignOutEverywhereMutation: TypedDocumentNode<AccountSignOutEverywhere> = gql`
  mutation AccountSignOutEverywhere {
    signOutEverywhere {
      message
    }
  }
`;

/** Deletes the caller's account with its favorites, downloads and sessions. */
export const AccountDeleteMutation: TypedDocumentNode<AccountDelete, AccountDeleteVariables> = gql`
  mutation AccountDelete($password: String!) {
    deleteAccount(password: $password) {
      message
    }
  }
`;

/** Proves the address with the token of the emailed link (`/verify-email?token=…`). */
export const VerifyEmailMutation: TypedDocumentNode<VerifyEmail, VerifyEmailVariables> = gql`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      message
    }
  }
`;

/** Mails the signed-in visitor a new verification link. */
export const ResendVerificationEmailMutation: TypedDocumentNode<ResendVerificationEmail> = gql`
  mutation ResendVerificationEmail {
    resendVerificationEmail {
      message
    }
  }
`;

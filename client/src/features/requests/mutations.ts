import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  SubmitContactMessage,
  SubmitContactMessageVariables,
  SubmitDmcaNotice,
  SubmitDmcaNoticeVariables,
  SubmitGameRequest,
  SubmitGameRequestVariables,
  SubmitIssueReport,
  SubmitIssueReportVariables,
  SubscribeNewsletter,
  SubscribeNewsletterVariables,
} from '../../graphql/__generated__/operations.ts';

export const SubmitDmcaNoticeMutation: TypedDocumentNode<SubmitDmcaNotice, SubmitDmcaNoticeVariables> = gql`
  mutation SubmitDmcaNotice($input: DmcaNoticeInput!, $idempotencyKey: String) {
    submitDmcaNotice(input: $input, idempotencyKey: $idempotencyKey) {
      message
    }
  }
`;

/** Sent by the header's Request Game dialog and by the Request a Game page. */
export const SubmitGameRequestMutation: TypedDocumentNode<SubmitGameRequest, SubmitGameRequestVariables> =
  gql`
    mutation SubmitGameRequest($input: GameRequestInput!, $idempotencyKey: String) {
      submitGameRequest(input: $input, idempotencyKey: $idempotencyKey) {
        message
      }
    }
  `;

export const SubmitIssueReportMutation: TypedDocumentNode<SubmitIssueReport, SubmitIssueReportVariables> =
  gql`
    mutation SubmitIssueReport($input: IssueReportInput!, $idempotencyKey: String) {
      submitIssueReport(input: $input, idempotencyKey: $idempotencyKey) {
        message
      }
    }
  `;

export const SubmitContactMessageMutation: TypedDocumentNode<
  SubmitContactMessage,
  SubmitContactMessageVariables
> = gql`
  mutation SubmitContactMessage($input: ContactMessageInput!, $idempotencyKey: String) {
    submitContactMessage(input: $input, idempotencyKey: $idempotencyKey) {
      message
    }
  }
`;

/** The footer's newsletter box loads this module only when a visitor subscribes. */
export const SubscribeNewsletterMutation: TypedDocumentNode<
  SubscribeNewsletter,
  SubscribeNewsletterVariables
> = gql`
  mutation SubscribeNewsletter($email: String!, $idempotencyKey: String) {
    subscribeNewsletter(email: $email, idempotencyKey: $idempotencyKey) {
      message
    }
  }
`;

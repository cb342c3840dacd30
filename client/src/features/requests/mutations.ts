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
  mutation SubmitDmcaNotice($input: DmcaNoticeInput!) {
    submitDmcaNotice(input: $input) {
      message
    }
  }
`;

/** Sent by the header's Request Game dialog and by the Request a Game page. */
export const SubmitGameRequestMutation: TypedDocumentNode<SubmitGameRequest, SubmitGameRequestVariables> =
  gql`
    mutation SubmitGameRequest($input: GameRequestInput!) {
      submitGameRequest(input: $input) {
        message
      }
    }
  `;

export const SubmitIssueReportMutation: TypedDocumentNode<SubmitIssueReport, SubmitIssueReportVariables> =
  gql`
    mutation SubmitIssueReport($input: IssueReportInput!) {
      submitIssueReport(input: $input) {
        message
      }
    }
  `;

export const SubmitContactMessageMutation: TypedDocumentNode<
  SubmitContactMessage,
  SubmitContactMessageVariables
> = gql`
  mutation SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      message
    }
  }
`;

/** The footer's newsletter box loads this module only when a visitor subscribes. */
export const SubscribeNewsletterMutation: TypedDocumentNode<
  SubscribeNewsletter,
  SubscribeNewsletterVariables
> = gql`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      message
    }
  }
`;

import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  RateGame,
  RateGameVariables,
  RecordGameView,
  RecordGameViewVariables,
  ShareGame,
  ShareGameVariables,
  StarGame,
  StarGameVariables,
  SubmitGameReport,
  SubmitGameReportVariables,
  UnstarGame,
  UnstarGameVariables,
} from '../../graphql/__generated__/operations.ts';

export const RecordGameViewMutation: TypedDocumentNode<RecordGameView, RecordGameViewVariables> = gql`
  mutation RecordGameView($gameId: ID!) {
    recordGameView(gameId: $gameId) {
      counted
    }
  }
`;

/** A signed-in caller's star is their favorite (the card heart and the page's Star). */
export const StarGameMutation: TypedDocumentNode<StarGame, StarGameVariables> = gql`
  mutation StarGame($gameId: ID!) {
    starGame(gameId: $gameId) {
      starred
      counted
    }
  }
`;

export const UnstarGameMutation: TypedDocumentNode<UnstarGame, UnstarGameVariables> = gql`
  mutation UnstarGame($gameId: ID!) {
    unstarGame(gameId: $gameId) {
      starred
      counted
    }
  }
`;

export const ShareGameMutation: TypedDocumentNode<ShareGame, ShareGameVariables> = gql`
  mutation ShareGame($gameId: ID!) {
    shareGame(gameId: $gameId) {
      counted
    }
  }
`;

export const RateGameMutation: TypedDocumentNode<RateGame, RateGameVariables> = gql`
  mutation RateGame($gameId: ID!, $rating: Int!) {
    rateGame(gameId: $gameId, rating: $rating) {
      rating
    }
  }
`;

export const SubmitGameReportMutation: TypedDocumentNode<SubmitGameReport, SubmitGameReportVariables> = gql`
  mutation SubmitGameReport($input: GameReportInput!, $idempotencyKey: String) {
    submitGameReport(input: $input, idempotencyKey: $idempotencyKey) {
      message
    }
  }
`;

import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@apollo/client';

import type {
  CreateGame,
  CreateGameVariables,
  DeleteGame,
  DeleteGames,
  DeleteGamesVariables,
  DeleteGameVariables,
  UpdateGame,
  UpdateGameVariables,
} from '../../../graphql/__generated__/operations.ts';
import { AdminGameFormFields } from './fragments.ts';

export const CreateGameMutation: TypedDocumentNode<CreateGame, CreateGameVariables> = gql`
  mutation CreateGame($input: GameInput!, $cover: Upload, $screenshots: [Upload!], $idempotencyKey: String) {
    createGame(input: $input, cover: $cover, screenshots: $screenshots, idempotencyKey: $idempotencyKey) {
      ...AdminGameFormFields
    }
  }
  ${AdminGameFormFields}
`;

export const UpdateGameMutation: TypedDocumentNode<UpdateGame, UpdateGameVariables> = gql`
  mutation UpdateGame(
    $id: ID!
    $input: GameInput!
    $cover: Upload
    $screenshots: [Upload!]
    $keptScreenshots: [String!]
  ) {
    updateGame(
      id: $id
      input: $input
      cover: $cover
      screenshots: $screenshots
      keptScreenshots: $keptScreenshots
    ) {
      ...AdminGameFormFields
    }
  }
  ${AdminGameFormFields}
`;

export const DeleteGameMutation: TypedDocumentNode<DeleteGame, DeleteGameVariables> = gql`
  mutation DeleteGame($id: ID!) {
    deleteGame(id: $id) {
      message
    }
  }
`;

export const DeleteGamesMutation: TypedDocumentNode<DeleteGames, DeleteGamesVariables> = gql`
  mutation DeleteGames($ids: [ID!]!) {
    deleteGames(ids: $ids) {
      deleted
      failed
      message
    }
  }
`;

import type { CodegenConfig } from '@graphql-codegen/cli';

/** `schema.graphql` is the single source: server resolver types and client typed documents. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  // Client documents are `gql` literals in each feature's queries.ts / mutations.ts / fragments.ts.
  documents: ['client/src/**/{queries,mutations,fragments}.ts'],
  ignoreNoDocuments: true,
  generates: {
    'server/graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#GraphqlContext',
        mappers: {
          Game: '../normalize/game.ts#NormalizedGame',
          DmcaNotice: '../resolvers/mappers.ts#DmcaNoticeShape',
          GameConnection: '../catalog/selectGames.ts#GamePage',
        },
        scalars: {
          ID: { input: 'string', output: 'string | number' },
          Upload: '../uploads/fileUpload.ts#FileUpload',
        },
      },
    },
    // Types only: each document stays in its own feature module (and so in the chunk that uses it).
    'client/src/graphql/__generated__/operations.ts': {
      // typescript-operations 6 emits the enums and inputs the documents use; adding 'typescript' duplicates them.
      plugins: ['typescript-operations'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        omitOperationSuffix: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: { Upload: 'File' },
      },
    },
  },
};

export default config;

import type { CodegenConfig } from '@graphql-codegen/cli';

/** `schema.graphql` is the single source: server resolver types and client typed documents. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/graphql/__generated__/**'],
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
        },
        scalars: {
          ID: { input: 'string', output: 'string | number' },
          Upload: '../uploads/fileUpload.ts#FileUpload',
        },
      },
    },
    'client/src/graphql/__generated__/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Upload: 'File' } },
    },
  },
};

export default config;

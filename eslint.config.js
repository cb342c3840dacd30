import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

// Limits and stored scopes keep a keyed hash of an address, never the address (docs/decisions.md).
const addressKeyOnly = {
  name: 'express-rate-limit',
  importNames: ['ipKeyGenerator'],
  message: 'Key an address with server/privacy/addressKey.ts (ctx.addressKey in the REST service).',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'coverage/',
      'scratch/',
      'test-results/',
      '**/__generated__/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX, 'simple-import-sort': simpleImportSort },
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', Buffer: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      // No code built from text at run time (ASVS 1.3.2): mail and page texts are plain strings.
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      // The REST service and the GraphQL layer meet only in server/app.ts; shared/ stays free of both.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/rest',
              from: './server/graphql',
              message: 'The REST service never imports the GraphQL layer.',
            },
            {
              target: './server/graphql',
              from: './server/rest',
              message: 'The GraphQL layer reaches the REST service over HTTP only.',
            },
            {
              target: './shared',
              from: ['./server', './client', './tests'],
              message: 'shared/ holds pure modules that the server and the browser both import.',
            },
            {
              target: './client',
              from: './server',
              message: 'The browser bundle never imports server code.',
            },
            {
              target: ['./client/src/features', './client/src/components', './client/src/lib'],
              from: './client/src/shell',
              message: 'The shell frames the public pages: it imports features, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: ['server/privacy/addressKey.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [addressKeyOnly] }] },
  },
  {
    // Toasts go through components/toasts/toast.ts, which loads react-toastify on the first toast.
    // These paths replace the block above's for these files, so the address rule comes again.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/components/toasts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-toastify', message: 'Use components/toasts/toast.ts.' }, addressKeyOnly] },
      ],
    },
  },
);

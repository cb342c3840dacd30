import { fileURLToPath } from 'node:url';

import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

import { publicPageChunks } from './client/build/publicPageChunks.ts';
import { startChunks } from './client/build/startChunks.ts';

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The server starts a page's scripts after its first paint (server/web/pages/scriptStarter.ts), so
 * the built page keeps none of the entry's script or preload tags.
 */
const scriptsStartedByServer = (): Plugin => ({
  name: 'gamevault-scripts-started-by-server',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { path }) =>
      path === '/index.html'
        ? html
            .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/g, '')
            .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
        : html,
  },
});

// The GraphQL playground is built on its own (`--mode playground`): sharing modules with it would
// split the site's entry into many small chunks.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'client',
  plugins: [
    react(),
    scriptsStartedByServer(),
    // GraphQL documents are compiled at build time: no parser ships.
    babel({
      include: /\/(queries|mutations|fragments)\.ts$/,
      // Apollo Client never reads a document's source text (`loc`): it prints the tree it is given.
      plugins: [
        [
          'babel-plugin-graphql-tag',
          { transform: (_source: string, document: DocumentNode) => ({ ...document, loc: undefined }) },
        ],
      ],
    }),
  ],
  build: {
    outDir: isSsrBuild ? '../dist/ssr' : '../dist/client',
    emptyOutDir: mode !== 'playground',
    sourcemap: false,
    // GraphiQL's editor (the playground at /graphql, never a site page) is one large chunk.
    chunkSizeWarningLimit: 3000,
    manifest: !isSsrBuild && mode !== 'playground',
    rollupOptions: {
      input: (isSsrBuild
        ? { 'entry-server': 'client/src/entry-server.tsx' }
        : mode === 'playground'
          ? { playground: 'client/playground.html' }
          : { main: 'client/index.html' }) as Record<string, string>,
      output:
        isSsrBuild || mode === 'playground'
          ? {}
          : {
              codeSplitting: {
                groups: [startChunks(), publicPageChunks()],
              },
            },
      // GraphiQL's modules carry React Compiler directives that bundling drops on purpose.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  // One self-contained server bundle: no CommonJS/ESM interop surprises at run time. It renders
  // with React's and MUI's production builds, as the browser does, whatever NODE_ENV the server has.
  ssr: { noExternal: true },
  // React Router publishes its production build (no development warnings) under no export
  // condition: every build names it by path.
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
    ],
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/uploads': 'http://127.0.0.1:3000',
      '/graphql': 'http://127.0.0.1:3000',
    },
  },
}));
